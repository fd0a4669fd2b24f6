import type { ReactNode } from 'react';
import type { MessageId } from '../../../../../shared/i18n/catalogues/en/index';
import type { CostState } from '../../../components/cost-badge';
import { useT } from '../../../stores/i18n';
import { DialogFrame } from './dialog-frame';
import type { WriteRun } from './use-write';
import { ConnectActions } from './write-result';

/**
 * Each connect dialog's words: its title, the hint above its fields and its button. An exchange's fields are
 * credentials, so its form asks the browser not to offer to fill or keep them.
 */
const CONNECTS = {
  exchange: {
    title: 'manage.connectExchangeTitle',
    hint: 'manage.connectExchangeHint',
    button: 'manage.connectExchange',
    secret: true,
  },
  wallet: {
    title: 'manage.connectWalletTitle',
    hint: 'manage.connectWalletHint',
    button: 'manage.connectWallet',
    secret: false,
  },
} as const satisfies Record<
  string,
  { title: MessageId; hint: MessageId; button: MessageId; secret: boolean }
>;

/**
 * A dialog that connects something as a portfolio: its hint, the fields of what is connected (`children`), then
 * its button priced as the whole click, and Cancel. Sending the form runs `onSubmit`, never a page load.
 */
export function ConnectDialog(props: {
  of: keyof typeof CONNECTS;
  write: WriteRun;
  cost: CostState;
  disabled: boolean;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const words = CONNECTS[props.of];
  return (
    <DialogFrame title={t(words.title)} onClose={props.onClose}>
      {() => (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void props.onSubmit();
          }}
          noValidate
          autoComplete={words.secret ? 'off' : undefined}
        >
          <p className="fd-hint">{t(words.hint)}</p>
          {props.children}
          <ConnectActions
            write={props.write}
            label={t(words.button)}
            cost={props.cost}
            disabled={props.disabled}
            onCancel={props.onClose}
          />
        </form>
      )}
    </DialogFrame>
  );
}
