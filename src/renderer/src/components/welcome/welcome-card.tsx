import { useId, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Input } from '../../../../shared/contract';
import type { MessageId } from '../../../../shared/i18n/catalogues/en/index';
import { updateSettings } from '../../stores/settings';
import './welcome.css';
import { useFolio } from '../../stores/folio-context';
import { messageParts } from '../message-parts';
import { useT } from '../../stores/i18n';

// First run: the three ways in (an API key, pay per request, the demo), where data is kept and what leaves the
// machine. Shown on the first view until a way is chosen; Settings (About) shows it again.

/**
 * True on a first run (no way in chosen yet, and the app on demo data because nothing else is set up), or when
 * the user asked for the welcome again in Settings.
 */
export function useFirstRun(): boolean {
  const { stores } = useFolio();
  const settings = useStore(stores.settings.settings, (s) => s.value);
  const mode = useStore(stores.settings.status, (s) => s.value?.mode);
  const reopened = useStore(stores.settings.welcome, (s) => s.reopened);
  if (settings === null || settings.welcomeSeen) return false;
  return reopened || (!settings.preferDemo && mode === 'demo');
}

/** The first thing the user has to do on the way chosen: a field to fill, else the section's heading. */
type Landing = { heading: string } | { field: string };

function landingTarget(landing: Landing): HTMLElement | undefined {
  if ('field' in landing) return document.querySelector<HTMLElement>(`main ${landing.field}`) ?? undefined;
  const heading = [...document.querySelectorAll<HTMLElement>('main h3')].find(
    (h) => h.textContent === landing.heading,
  );
  if (heading) heading.tabIndex = -1;
  return heading;
}

/** Goes to Settings and focuses where the way chosen continues, once the view has drawn it. */
function openSettingsAt(landing: Landing, framesLeft = 60): void {
  if (location.hash !== '#settings') location.hash = '#settings';
  requestAnimationFrame(() => {
    const target = landingTarget(landing);
    if (!target) {
      if (framesLeft > 0) openSettingsAt(landing, framesLeft - 1);
      return;
    }
    target.focus();
    target.scrollIntoView({ block: 'center' });
  });
}

/** One way in: its name, what it means in a sentence, and the button that takes it (`badge`: the way in use). */
function Way(props: {
  title: MessageId;
  text: MessageId;
  primary?: boolean;
  badge?: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <li>
      <h3>
        {t(props.title)}
        {props.badge && (
          <>
            {' '}
            <span className="fd-badge fd-badge--demo">{t('welcome.demo.inUse')}</span>
          </>
        )}
      </h3>
      <p>{t(props.text)}</p>
      <button
        type="button"
        className={props.primary ? 'fd-button fd-button--primary' : 'fd-button'}
        onClick={props.onChoose}
      >
        {props.children}
      </button>
    </li>
  );
}

/** The welcome where a first run (or Settings asking for it again) calls for it: the views that open the app. */
export function FirstRunWelcome() {
  return useFirstRun() ? <WelcomeCard /> : null;
}

export function WelcomeCard() {
  const { api, stores } = useFolio();
  const status = useStore(stores.settings.status, (s) => s.value);
  const titleId = useId();
  const t = useT();
  /** `route`: the settings the way chooses (pay per request is chosen here; its wallet key is set in Settings). */
  const choose = (then: () => void, route: Input<'settings:update'> = {}) => {
    stores.settings.welcome.setState({ reopened: false });
    void updateSettings(api, stores.settings, { welcomeSeen: true, ...route });
    then();
  };
  // Each way through Settings chooses its route too: a route left on pay per request would show beside a live key.
  const setUp = (accessRoute: 'key' | 'gateway', landing: Landing) =>
    choose(() => openSettingsAt(landing), { preferDemo: false, accessRoute });
  const toKey = () => setUp('key', { field: 'input[name="api-key"]' });
  const toGateway = () => setUp('gateway', { heading: t('settings.route.title') });
  const toDemo = () => choose(() => undefined);
  // Until a key or a wallet is stored the app already shows the demo: its card says so rather than offer it.
  const inDemo = status?.mode === 'demo';
  const folder = status?.dbPath.replace(/[/\\][^/\\]*$/, '');
  return (
    <section className="fd-card fd-welcome" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('welcome.title')}</h2>
      <p>{t('welcome.intro')}</p>
      <ul className="fd-welcome__ways">
        <Way title="welcome.key.title" text="welcome.key.text" primary onChoose={toKey}>
          {t('welcome.key.button')}
        </Way>
        <Way title="welcome.gateway.title" text="welcome.gateway.text" onChoose={toGateway}>
          {t('welcome.gateway.button')}
        </Way>
        <Way title="welcome.demo.title" text="welcome.demo.text" badge={inDemo} onChoose={toDemo}>
          {inDemo ? t('welcome.demo.continue') : t('welcome.demo.try')}
        </Way>
      </ul>
      <h3>{t('welcome.data.title')}</h3>
      <p className="fd-hint" data-testid="welcome-privacy">
        {/* The folder is a path: isolated left to right, so Arabic does not move its slashes to the other end. */}
        {folder === undefined
          ? t('welcome.data.textNoFolder')
          : messageParts(t, 'welcome.data.text', {
              folder: (
                <bdi dir="ltr" translate="no">
                  {folder}
                </bdi>
              ),
            })}
      </p>
    </section>
  );
}
