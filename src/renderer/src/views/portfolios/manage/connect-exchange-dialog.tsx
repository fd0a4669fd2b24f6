import { useEffect, useState, type ReactNode } from 'react';
import type { SupportedExchange } from '../../../../../shared/domain/manage';
import type { MessageId } from '../../../../../shared/i18n/catalogues/en/index';
import type { AppError } from '../../../../../shared/envelope';
import { useCostPreview } from '../../../components/cost-badge';
import { ErrorNote } from '../../../components/error-note';
import { useFolio } from '../../../stores/folio-context';
import { useT, type Translate } from '../../../stores/i18n';
import { ConnectDialog } from './connect-dialog';
import { FieldCell, issueAttrs, NameField } from './field-cell';
import { happened, useWrite } from './use-write';
import { LIST_ONLY } from './whole-click';

/** The credential names exchanges use, in the user's language; the service's list names them in English. */
const CREDENTIALS: Readonly<Record<string, MessageId>> = {
  'api key': 'manage.credentialApiKey',
  'api secret': 'manage.credentialApiSecret',
  'secret key': 'manage.credentialSecretKey',
  'private key': 'manage.credentialPrivateKey',
  'api passphrase': 'manage.credentialApiPassphrase',
  passphrase: 'manage.credentialPassphrase',
};

/**
 * A credential's label: a known one in the user's language; any other as the service names it, in sentence case
 * as the rest of the app writes labels ('Client ID' stays), and kept out of translation as the service's word.
 */
function fieldLabel(name: string, t: Translate): ReactNode {
  const known = CREDENTIALS[name.trim().toLowerCase()];
  if (known) return t(known);
  return (
    <span translate="no">
      {name.replace(/ (\p{Lu}\p{Ll}+)/gu, (_, word: string) => ` ${word.toLowerCase()}`)}
    </span>
  );
}

/**
 * Connects an exchange account as a portfolio (POST /portfolio/exchange), with the fields the service's exchange
 * list names for it. The credentials are secrets: they live in this form's state only, go to main in the one
 * call, and from there to the service; nothing stores them, and the form forgets them once connected.
 */
export function ConnectExchangeDialog({
  onClose,
  onConnected,
}: {
  onClose: () => void;
  onConnected: (portfolioId: string) => void;
}) {
  const { api } = useFolio();
  const t = useT();
  const { exchanges, listError } = useExchanges();
  const [connectionId, setConnectionId] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const write = useWrite(LIST_ONLY);

  const exchange = exchanges?.find((e) => e.connectionId === connectionId) ?? exchanges?.[0];
  const missing = exchange?.fields.filter((f) => (values[f.key] ?? '').trim() === '') ?? [];
  // The price does not depend on the credentials: it is asked for with none, so they never travel for a preview.
  const cost = useCostPreview(
    'manage:connectExchange',
    exchange ? { connectionId: exchange.connectionId, fields: {} } : null,
  );

  const submit = async () => {
    setTouched(true);
    if (!exchange || missing.length > 0) return;
    const fields = Object.fromEntries(exchange.fields.map((f) => [f.key, values[f.key] ?? '']));
    const result = await write.run(() =>
      api.manage.connectExchange({
        connectionId: exchange.connectionId,
        fields,
        ...(name.trim() ? { name: name.trim() } : {}),
      }),
    );
    if (result && happened(result)) {
      setValues({});
      if (result.portfolioId) onConnected(result.portfolioId);
      onClose();
    }
  };

  return (
    <ConnectDialog
      of="exchange"
      write={write}
      cost={cost}
      disabled={!exchange}
      onSubmit={submit}
      onClose={onClose}
    >
      <ErrorNote error={listError} />
      {exchanges === null && !listError && <p className="fd-hint">{t('manage.loadingExchanges')}</p>}
      {exchange && (
        <ExchangeFields
          exchanges={exchanges ?? []}
          exchange={exchange}
          values={values}
          touched={touched}
          onExchange={(id) => {
            setConnectionId(id);
            setValues({});
          }}
          onValue={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        >
          <NameField name={name} onChange={setName} />
        </ExchangeFields>
      )}
    </ConnectDialog>
  );
}

/** The exchanges the service supports, read once as the dialog opens. */
function useExchanges() {
  const { api } = useFolio();
  const [exchanges, setExchanges] = useState<SupportedExchange[] | null>(null);
  const [listError, setListError] = useState<AppError | null>(null);
  useEffect(() => {
    let live = true;
    void api.manage.exchanges({}).then((answer) => {
      if (!live) return;
      if (answer.ok) setExchanges(answer.value);
      else setListError(answer.error);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return { exchanges, listError };
}

/** The exchange, then one masked field per credential it names; an empty one is said once the user has sent. */
function ExchangeFields(props: {
  exchanges: readonly SupportedExchange[];
  exchange: SupportedExchange;
  values: Record<string, string>;
  touched: boolean;
  onExchange: (connectionId: string) => void;
  onValue: (key: string, value: string) => void;
  children: ReactNode;
}) {
  const { exchange, values } = props;
  const t = useT();
  return (
    <div className="fd-manage__grid">
      <label className="fd-field">
        {t('manage.exchange')}
        <select value={exchange.connectionId} onChange={(e) => props.onExchange(e.target.value)}>
          {props.exchanges.map((e) => (
            <option key={e.connectionId} value={e.connectionId} translate="no">
              {e.name}
            </option>
          ))}
        </select>
      </label>
      {exchange.fields.map((f, index) => {
        const empty = props.touched && (values[f.key] ?? '').trim() === '';
        const issueId = `fd-exchange-${f.key}-issue`;
        return (
          <FieldCell
            key={`${exchange.connectionId}-${f.key}`}
            label={fieldLabel(f.name, t)}
            issue={empty && t('manage.required')}
            issueId={issueId}
          >
            <input
              type="password"
              value={values[f.key] ?? ''}
              onChange={(e) => props.onValue(f.key, e.target.value)}
              autoComplete="off"
              spellCheck={false}
              data-autofocus={index === 0 ? true : undefined}
              {...issueAttrs(issueId, empty)}
            />
          </FieldCell>
        );
      })}
      {props.children}
    </div>
  );
}
