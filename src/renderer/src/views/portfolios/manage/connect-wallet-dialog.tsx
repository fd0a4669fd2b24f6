import { useEffect, useState } from 'react';
import { checkWalletAddress } from '../../../../../shared/wallet-address';
import { useCostPreview } from '../../../components/cost-badge';
import { useFolio } from '../../../stores/folio-context';
import { useT } from '../../../stores/i18n';
import { NO_QUERY } from '../../../stores/resource';
import { ChainSelect, useChainChoice } from '../../../components/chain-select';
import { ConnectDialog } from './connect-dialog';
import { FieldCell, issueAttrs, NameField } from './field-cell';
import { happened, useWrite } from './use-write';
import { LIST_ONLY } from './whole-click';

const SAMPLE_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/**
 * Connects a wallet as a portfolio of the account (POST /portfolio/wallet): an address on one chain the service
 * lists, checked for that chain as it is typed (the same check main applies).
 */
export function ConnectWalletDialog({
  onClose,
  onConnected,
}: {
  onClose: () => void;
  onConnected: (portfolioId: string) => void;
}) {
  const { api, stores } = useFolio();
  const t = useT();
  const { chains, chain, chainName, pick } = useChainChoice();
  const [address, setAddress] = useState('');
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const write = useWrite(LIST_ONLY);
  useEffect(() => {
    if (stores.wallet.blockchains.getState().query === null) void stores.wallet.blockchains.load(NO_QUERY);
  }, [stores]);

  const check = address.trim() === '' ? null : checkWalletAddress(address.trim(), chain, chainName);
  const input = check?.ok
    ? { connectionId: chain, address: address.trim(), ...(name.trim() ? { name: name.trim() } : {}) }
    : null;
  // Any wallet costs the same to connect: until the address is right, a sample one is priced.
  const cost = useCostPreview(
    'manage:connectWallet',
    input ?? { connectionId: 'ethereum', address: SAMPLE_ADDRESS },
  );
  const issue =
    touched && address.trim() === ''
      ? t('manage.enterAddress')
      : check && !check.ok
        ? t(check.say.id, check.say.values)
        : null;

  const submit = async () => {
    setTouched(true);
    if (!input) return;
    const result = await write.run(() => api.manage.connectWallet(input));
    if (result && happened(result) && result.portfolioId) {
      onConnected(result.portfolioId);
      onClose();
    }
  };

  return (
    <ConnectDialog
      of="wallet"
      write={write}
      cost={cost}
      disabled={chain === ''}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="fd-manage__grid">
        <ChainSelect chains={chains} chain={chain} onPick={pick} />
        <FieldCell
          label={t('manage.address')}
          issue={issue && t('manage.fieldIssue', { label: t('manage.address'), issue })}
          issueId="fd-wallet-issue"
        >
          <input
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
            {...issueAttrs('fd-wallet-issue', Boolean(issue))}
          />
        </FieldCell>
        <NameField name={name} onChange={setName} />
      </div>
    </ConnectDialog>
  );
}
