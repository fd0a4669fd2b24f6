import type { AreaCatalogue } from '../en/index';
import type { enWelcome } from '../en/welcome';

export const esWelcome: AreaCatalogue<typeof enWelcome> = {
  'welcome.title': 'Bienvenido a Folio Desk',
  'welcome.intro':
    'Siga sus carteras de CoinStats, monederos y activos tokenizados desde este ordenador. Elija cómo empezar; puede cambiarlo en cualquier momento en Ajustes.',
  'welcome.key.title': 'Su clave de API de CoinStats',
  'welcome.key.text':
    'Lee su propia cuenta. Cree una clave en el panel de la API de CoinStats (openapi.coinstats.app) y péguela en Ajustes: Folio Desk la comprueba al instante y muestra su plan y sus créditos. El plan gratuito incluye 20.000 créditos al mes, y cada botón muestra su precio antes de gastar nada.',
  'welcome.key.button': 'Introducir una clave de API',
  'welcome.gateway.title': 'Pago por solicitud',
  'welcome.gateway.text':
    'Sin cuenta: cada llamada se paga en USDC en Base desde una clave de monedero guardada en su llavero, dentro de un máximo por llamada y un límite diario que usted fija.',
  'welcome.gateway.button': 'Configurar el pago por solicitud',
  'welcome.demo.title': 'La demo',
  'welcome.demo.inUse': 'En uso ahora',
  'welcome.demo.text':
    'Carteras de ejemplo de un sustituto del servicio integrado en la aplicación. Nada sale de este ordenador. Los precios y el contador de créditos son de una cuenta simulada, para que vea lo que costaría cada vista; no se gasta ninguno de sus créditos.',
  'welcome.demo.continue': 'Continuar con la demo',
  'welcome.demo.try': 'Probar la demo',
  'welcome.data.title': 'Dónde se guardan sus datos',
  'welcome.data.text':
    'Solo en este ordenador: la caché y sus ajustes en {folder}; la clave de API y cualquier clave de monedero en el llavero del sistema operativo, nunca en un archivo. Lo que sale de él: solo las solicitudes a la API de CoinStats (o, al pagar por solicitud, a su pasarela), con la clave en una cabecera de la solicitud, y los iconos de las monedas desde su servidor de imágenes, static.coinstats.app, sin la clave. Sin analíticas ni otros servidores.',
  'welcome.data.textNoFolder':
    'Solo en este ordenador: la caché y sus ajustes en la carpeta de datos de la aplicación; la clave de API y cualquier clave de monedero en el llavero del sistema operativo, nunca en un archivo. Lo que sale de él: solo las solicitudes a la API de CoinStats (o, al pagar por solicitud, a su pasarela), con la clave en una cabecera de la solicitud, y los iconos de las monedas desde su servidor de imágenes, static.coinstats.app, sin la clave. Sin analíticas ni otros servidores.',
};
