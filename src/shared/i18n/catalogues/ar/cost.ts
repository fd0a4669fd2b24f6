import type { AreaCatalogue } from '../en/index';
import type { enCost } from '../en/cost';

const credits =
  '{credits, plural, zero {{n} رصيد} one {رصيد واحد} two {رصيدان} few {{n} أرصدة} many {{n} رصيدًا} other {{n} رصيد}}';

export const arCost: AreaCatalogue<typeof enCost> = {
  'cost.credits': credits,
  'cost.creditsUsdc': `${credits} ({usdc} USDC)`,
  'cost.usdc': '{usdc} USDC',
  'cost.upToUsdc': 'حتى {usdc} USDC',
  'cost.upToCredits': `≤ ${credits}`,
  'cost.simulated': '{price} (محاكاة)',
  'cost.offlinePrice': 'غير متصل — لا يُرسل شيء',
  'cost.unknown': 'التكلفة غير معروفة',
  'cost.asking': 'التكلفة…',
  'cost.askingDetail': 'يسأل Folio Desk عن تكلفة هذا (مجانًا).',
  'cost.keyOnly': 'بمفتاح API فقط',
  'cost.offline': 'غير متصل',
  'cost.offlineDetail':
    'غير متصل — لا يُرسل شيء: الخدمة بعيدة المنال، فلا يُنفق شيء وتُعرض البيانات المخزنة. حين تجيب مجددًا (يتحقق Folio Desk بنفسه مجانًا) تكون التكلفة {price}.',
  'cost.asksFirst': 'فوق حد التأكيد الذي حددته: يسأل أولًا.',
  'cost.cached': 'مخزّن',
  'cost.zero': '0 رصيد',
  'cost.about': '~{price}',
  'cost.detail': '{price}: {explanation}',
  'cost.detailAbout': 'نحو {price}: {explanation}',
};
