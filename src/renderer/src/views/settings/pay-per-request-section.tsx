import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { AppMode, Settings } from '../../../../shared/domain/settings';
import type { GatewayStatus } from '../../../../shared/domain/credits';
import type { AppError, Envelope } from '../../../../shared/envelope';
import { ErrorNote } from '../../components/error-note';
import { useFolio } from '../../stores/folio-context';
import { NO_QUERY } from '../../stores/resource';
import { useSave } from './preferences/use-save';
import { SettingsSection } from './settings-section';
import { PayPerRequestWallet } from './pay-per-request-wallet';
import type { MessageId } from '../../../../shared/i18n/catalogues/en/index';
import { messageParts } from '../../components/message-parts';
import { useT } from '../../stores/i18n';
import { sayText } from '../../../../shared/i18n/say';

// How live calls are paid for, chosen in one place: the API key, USDC per request through the gateway, or demo
// data. Below it, when paying per request: the wallet that signs, the spend controls, and a stopped route.

type Route = 'key' | 'gateway' | 'demo';

const ROUTES: { id: Route; label: MessageId; line: MessageId }[] = [
  { id: 'key', label: 'settings.route.key', line: 'settings.route.keyLine' },
  { id: 'gateway', label: 'settings.route.gateway', line: 'settings.route.gatewayLine' },
  { id: 'demo', label: 'settings.route.demo', line: 'settings.route.demoLine' },
];

/**
 * The key route without a stored key runs the demo (the first start, or a key removed): the route in use is then
 * Demo, and the radio says so, not "API key" beside a header that says Demo.
 */
export const waitsForKey = (s: Settings, mode: AppMode | undefined): boolean =>
  !s.preferDemo && s.accessRoute === 'key' && mode === 'demo';

/**
 * The route in use. Paying per request without its wallet key stays shown as chosen: its wallet form is below it,
 * and the line at the top of Settings says the demo runs until a wallet key is stored.
 */
const routeOf = (s: Settings, mode: AppMode | undefined): Route =>
  s.preferDemo || waitsForKey(s, mode) ? 'demo' : s.accessRoute;

/** The API key field of "Access to the data service", where the key the route needs goes. */
const focusKeyField = () => document.querySelector<HTMLInputElement>('input[name="api-key"]')?.focus();

export function PayPerRequestSection() {
  const { stores } = useFolio();
  const t = useT();
  const noteId = useId();
  const settings = useStore(stores.settings.settings, (s) => s.value);
  const mode = useStore(stores.settings.status, (s) => s.value?.mode);
  const { save, error } = useSave();
  if (!settings) return null;
  const route = routeOf(settings, mode);
  const waiting = waitsForKey(settings, mode);
  const choose = (next: Route) => {
    // Already the chosen route, waiting for its key: what is missing is the key, so that is where focus goes.
    if (next === 'key' && waiting) return focusKeyField();
    void save(next === 'demo' ? { preferDemo: true } : { preferDemo: false, accessRoute: next }).then(
      async (saved) => {
        if (!saved || next !== 'key') return;
        // Left the demo for the key route: without a key stored, the demo goes on and the key is what is missing.
        await stores.settings.status.reload();
        const now = stores.settings.settings.getState().value;
        if (now && waitsForKey(now, stores.settings.status.getState().value?.mode)) focusKeyField();
      },
    );
  };
  return (
    <SettingsSection title="settings.route.title">
      <fieldset className="fd-route" aria-describedby={waiting ? noteId : undefined}>
        <legend className="fd-visually-hidden">{t('settings.route.legend')}</legend>
        {ROUTES.map((r) => (
          <label key={r.id} className="fd-route__option">
            <input
              type="radio"
              name="access-route"
              value={r.id}
              checked={route === r.id}
              onChange={() => choose(r.id)}
            />{' '}
            <strong>{t(r.label)}</strong> <span className="fd-hint">{t(r.line)}</span>
          </label>
        ))}
      </fieldset>
      {waiting && (
        <p id={noteId} className="fd-hint" data-testid="route-note">
          {t('settings.route.waiting')}
        </p>
      )}
      <ErrorNote error={error} />
      {route === 'gateway' && (
        <>
          <RouteStop />
          <PayPerRequestWallet />
          <SpendControls settings={settings} />
        </>
      )}
    </SettingsSection>
  );
}

/**
 * A stopped route: a gateway that refused a signed payment, or one that asked to be paid at another address than
 * the one kept. The user resumes it here, knowingly: a new address is accepted by name, never by resuming alone
 * (main would refuse it again); or it is refused, and payments go on to the kept address only (a request naming
 * the refused one stops the route again).
 */
function RouteStop() {
  const { api, stores } = useFolio();
  const t = useT();
  const status = useStore(stores.gateway.status, (s) => s.value);
  const [error, setError] = useState<AppError | null>(null);
  useEffect(() => {
    void stores.gateway.status.load(NO_QUERY);
  }, [stores]);
  const stopped = status?.stopped ?? null;
  const asked = status?.askedRecipient ?? null;
  const kept = status?.recipient ?? null;
  if (!stopped) return <Recipient address={status?.recipient ?? null} />;
  const settle = async (answer: Promise<Envelope<GatewayStatus>>) => {
    const done = await answer;
    if (!done.ok) return setError(done.error);
    setError(null);
    stores.gateway.status.put(done.value, done.meta);
  };
  return (
    <div className="fd-banner fd-banner--error" role="alert" data-testid="gateway-stopped">
      <p>
        <strong>{t('settings.route.stopped')}</strong>{' '}
        {stopped.say ? sayText(t, stopped.say) : stopped.reason}
      </p>
      {asked ? (
        <div className="fd-row">
          {kept && (
            <AddressButton
              id="settings.route.keepPaying"
              address={kept}
              onClick={() => void settle(api.gateway.refuseRecipient({ address: asked }))}
            />
          )}{' '}
          <AddressButton
            id="settings.route.payNew"
            address={asked}
            onClick={() => void settle(api.gateway.acceptRecipient({ address: asked }))}
          />
        </div>
      ) : (
        <button type="button" className="fd-button" onClick={() => void settle(api.gateway.resume({}))}>
          {t('settings.route.resume')}
        </button>
      )}
      <ErrorNote error={error} />
    </div>
  );
}

/** A message that names an address, the address set as code and never translated. */
function AddressWords({ id, address }: { id: MessageId; address: string }) {
  const t = useT();
  const code = (
    <code className="fd-address" translate="no">
      {address}
    </code>
  );
  return <>{messageParts(t, id, { address: code })}</>;
}

/** A button whose words name an address: the user answers knowing which one. */
function AddressButton(props: { id: MessageId; address: string; onClick: () => void }) {
  return (
    <button type="button" className="fd-button" onClick={props.onClick}>
      <AddressWords id={props.id} address={props.address} />
    </button>
  );
}

/** Where payments go, once the first one named it. */
function Recipient({ address }: { address: string | null }) {
  if (address === null) return null;
  return (
    <p className="fd-hint" data-testid="gateway-recipient">
      <AddressWords id="settings.route.recipient" address={address} />
    </p>
  );
}

// The last of each: which field a refused entry names, in a sentence of its own.
const FIELDS = [
  ['gatewayMaxPerCallUsd', 'settings.route.perCall', 'settings.route.perCallHint', 'perCall'],
  ['gatewayMaxPerDayUsd', 'settings.route.perDay', 'settings.route.perDayHint', 'perDay'],
] as const;

function SpendControls({ settings }: { settings: Settings }) {
  const { save, error } = useSave();
  const t = useT();
  const [local, setLocal] = useState<AppError | null>(null);
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const patch: Partial<Record<(typeof FIELDS)[number][0], number>> = {};
    for (const [key, , , field] of FIELDS) {
      const value = Number(String(data.get(key) ?? '').trim());
      if (!Number.isFinite(value) || value < 0) {
        setLocal({ code: 'invalid_input', message: t('settings.route.notNumber', { field }) });
        return;
      }
      patch[key] = value;
    }
    setLocal(null);
    setSaved(await save(patch));
  };
  return (
    <form
      className="fd-spend-controls"
      aria-label={t('settings.route.controls')}
      onSubmit={(e) => void submit(e)}
    >
      <h4>{t('settings.route.controls')}</h4>
      {FIELDS.map(([key, label, hint]) => (
        <label key={key} className="fd-field">
          <span>{t(label)}</span>
          <input
            name={key}
            type="number"
            min={0}
            step="0.001"
            defaultValue={settings[key]}
            onInput={() => setSaved(false)}
          />
          <span className="fd-hint">{t(hint)}</span>
        </label>
      ))}
      <button type="submit" className="fd-button">
        {t('settings.route.saveLimits')}
      </button>
      {saved && (
        <span className="fd-hint" role="status">
          {' '}
          {t('settings.route.limitsSaved')}
        </span>
      )}
      <ErrorNote error={local ?? error} />
    </form>
  );
}
