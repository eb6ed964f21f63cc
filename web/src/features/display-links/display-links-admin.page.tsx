import { Badge, Button, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { DisplayLink, DisplayLinkCreated } from '@shared/schemas/display-links.schema.js';
import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { Icon } from '../../components/icon.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { Snackbar } from '../../components/snackbar.component.js';
import { displayLinkTexts } from '../../i18n/display-links.de.js';
import { errorText } from '../../i18n/errors.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanDay } from '../../lib/german-date.js';
import { DisplayLinkCreateDialog } from './display-link-create.dialog.js';
import { DisplayLinkCreatedDialog } from './display-link-created.dialog.js';
import { useDisplayLinks, useRevokeDisplayLink } from './display-links.api.js';
import '../../components/admin-list.css';
import './display-links.css';

const t = displayLinkTexts.admin;

const detailOf = (link: DisplayLink) =>
  [
    t.created(germanDay(link.createdAt.slice(0, 10))),
    link.expiresOn === undefined ? t.noExpiry : t.expiresOn(germanDay(link.expiresOn)),
  ].join(' · ');

/**
 * /admin/display-links 'Anzeige-Links für Flurbildschirme': the school's secret links for hallway
 * screens with their names, creation and last days; '+ Neuer Link' makes one (shown once, to copy),
 * 'Widerrufen' ends one at once after a question.
 */
export const DisplayLinksAdminPage = () => {
  const { data, error } = useDisplayLinks();
  const revoke = useRevokeDisplayLink();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<DisplayLinkCreated | null>(null);
  const [revoking, setRevoking] = useState<DisplayLink | null>(null);
  const [message, setMessage] = useState<{ text: string; variation: 'info' | 'error' } | null>(null);

  const confirmRevoke = async (link: DisplayLink) => {
    setRevoking(null);
    try {
      await revoke(link.id);
      setMessage({ text: t.revoked, variation: 'info' });
    } catch (failure) {
      setMessage({ text: errorText(errorCodeOf(failure)), variation: 'error' });
    }
  };

  return (
    <main className="page display-links" data-testid="display-links-admin-page">
      <PageHeader
        back="/admin"
        title={t.title}
        actions={
          <Button variation="primary" size="small" gap="xxs" onClick={() => setCreating(true)} data-testid="display-link-add">
            <Icon name="add" size={20} />
            {t.add}
          </Button>
        }
      />
      <Text className="display-links__intro">{t.intro}</Text>
      <LoadState
        data={data?.links}
        error={error}
        look="page"
        empty={{ when: (links) => links.length === 0, text: t.empty, testId: 'display-links-empty' }}
      >
        {(links) => (
          <ul className="admin-list">
            {links.map((link) => (
              <li key={link.id} className="admin-list__item" data-testid="display-link-item">
                <div className="admin-list__head">
                  <Text as="h2" className="admin-list__name">
                    {link.name}
                  </Text>
                  {link.expired && (
                    <Badge size="small" variation="warning">
                      {t.expired}
                    </Badge>
                  )}
                  <Button size="small" variation="warning" aria-label={t.revokeLabel(link.name)} onClick={() => setRevoking(link)}>
                    {t.revoke}
                  </Button>
                </div>
                <Text className="admin-list__detail">{detailOf(link)}</Text>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {creating && (
        <DisplayLinkCreateDialog
          onClose={(done) => {
            setCreating(false);
            if (done) setCreated(done);
          }}
        />
      )}
      {created && (
        <DisplayLinkCreatedDialog
          link={`${window.location.origin}${created.path}`}
          onCopied={(copied) => setMessage(copied ? { text: t.copied, variation: 'info' } : { text: t.copyFailed, variation: 'error' })}
          onClose={() => setCreated(null)}
        />
      )}
      {revoking && (
        <ConfirmDialog
          title={t.revokeTitle}
          text={t.revokeText(revoking.name)}
          confirm={t.revoke}
          cancel={t.cancel}
          variation="warning"
          testId="display-link-revoke-confirm"
          onConfirm={() => void confirmRevoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      )}
      {message && (
        <Snackbar key={message.text} variation={message.variation} onClose={() => setMessage(null)}>
          {message.text}
        </Snackbar>
      )}
    </main>
  );
};
