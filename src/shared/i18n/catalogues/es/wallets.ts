import type { AreaCatalogue } from '../en/index';
import type { enWallets } from '../en/wallets';

export const esWallets: AreaCatalogue<typeof enWallets> = {
  'wallets.title': 'Billeteras',
  'wallets.refresh': 'Actualizar',
  'wallets.nothingToRefresh': 'Nada que actualizar: sigue una billetera abajo',
  'wallets.free': 'gratis',
  'wallets.refreshListOnly': 'Lee la lista de billeteras seguidas guardada en este equipo.',
  'wallets.refreshListRefused':
    'Lee la lista de billeteras seguidas guardada en este equipo; {name} no se vuelve a leer, porque el servicio rechazó su dirección.',
  'wallets.refusedAdvice':
    'El servicio rechazó la dirección de {name}. Quita {name} (× en su etiqueta) y vuelve a seguirla con la dirección y la red correctas.',
  'wallets.followed': 'Billeteras seguidas',
  'wallets.none': 'Aún no hay billeteras: sigue una abajo.',
  'wallets.connectedHint':
    'Las billeteras seguidas aquí se leen por su dirección. Una billetera conectada a tu cuenta de CoinStats es una de tus {portfolios}.',
  'wallets.portfoliosLink': 'carteras',
  'wallets.shownNow': 'Mostrada ahora',
  'wallets.remove': 'Quitar la billetera {name}',
  'wallets.choiceLead': 'Abrir una billetera lee su saldo y sus transacciones',
  'wallets.followTitle': 'Seguir una billetera',
  'wallets.address': 'Dirección',
  'wallets.labelOptional': 'Etiqueta (opcional)',
  'wallets.follow': 'Seguir',
  'wallets.adding': 'Añadiendo…',
  'wallets.addressEvm': 'Una dirección en {chain} empieza por 0x, seguida de 40 letras a–f y dígitos.',
  'wallets.addressTypo':
    'Esta dirección tiene un error: sus mayúsculas y minúsculas no coinciden con su suma de verificación.',
  'wallets.addressBitcoin':
    'No es una dirección de Bitcoin: empieza por 1, 3 o bc1 y su suma de verificación debe coincidir.',
  'wallets.addressSolana':
    'No es una dirección de Solana: son 32 bytes escritos en base58 (de 32 a 44 letras y dígitos).',
  'wallets.addressShape':
    'No es una dirección de billetera: usa las letras, los dígitos y los separadores de la propia dirección.',
  'wallets.chain': 'Cadena',
  'wallets.chainsNotLoaded': 'Cadenas no cargadas',
  'wallets.balances': 'Saldos',
  'wallets.balancesEmpty': 'Esta billetera no contiene nada que el servicio conozca.',
  'wallets.syncTitle': 'Sincronizar transacciones',
  'wallets.allNetworks': 'Todas las redes',
  'wallets.sync': 'Sincronizar',
  'wallets.syncNotOffered': 'No disponible: el servicio rechazó la dirección de {name}',
  'wallets.cancelSync': 'Cancelar sincronización',
  'wallets.syncProgress': 'Progreso de la sincronización',
  'wallets.progressRunning':
    'Sincronizando: {message} ({checks, plural, one {{n} consulta} other {{n} consultas}}, {seconds} s)',
  'wallets.progressDone':
    '{state, select, synced {Sincronizada} failed {Sincronización fallida} other {Sincronización cancelada}} a las {time}: {message} ({checks, plural, one {{n} consulta} other {{n} consultas}}, {seconds} s)',
  'wallets.networkFee': 'comisión de red',
  'wallets.networkFeeWorth': 'comisión de red, valía {value} entonces',
  'wallets.legGave': 'entregó {amount} {symbol}',
  'wallets.legGot': 'recibió {amount} {symbol}',
  'wallets.legAnd': 'y {amount} {symbol}',
  'wallets.unreadLegs':
    '{count, plural, one {{n} parte no se pudo leer} other {{n} partes no se pudieron leer}}',
  'wallets.otherSideUnlisted': 'el servicio no indica la otra parte',
  'wallets.transactions': 'Transacciones',
  'wallets.transactionsCaption': 'Transacciones de la billetera',
  'wallets.valueNow': 'Valor actual',
  'wallets.transaction': 'Transacción',
  'wallets.noTransactionsOfType': 'No hay transacciones de este tipo.',
  'wallets.transactionsNotOffered':
    'No disponible: las transacciones de {name} no se pueden leer hasta que vuelvas a seguirla con la dirección correcta.',
  'wallets.syncingNote':
    'Sincronizando esta billetera: sus transacciones aparecerán aquí cuando termine la sincronización.',
  'wallets.notSyncedGateway':
    'Aún no sincronizada, y el pago por solicitud no puede sincronizar una billetera, así que Folio Desk no paga por volver a leer sus transacciones. Para leerlas, cambia la vía de acceso a tu clave de API en {settings} y pulsa {sync} aquí; una vez sincronizada, también se leen por esta vía.',
  'wallets.notSynced':
    'Aún no sincronizada: pulsa {sync} arriba para leer las transacciones de esta billetera.',
  'wallets.typeDeposit': 'Depósito',
  'wallets.typeWithdraw': 'Retiro',
  'wallets.typeApprove': 'Aprobación',
  'wallets.typeExecuted': 'Ejecutada',
  'wallets.typeSwap': 'Intercambio',
  'wallets.typeBalance': 'Saldo',
  'wallets.typeFee': 'Comisión',
};
