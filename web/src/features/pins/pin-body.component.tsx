import { Button, Text } from '@aws-amplify/ui-react';
import type { Pin } from '@shared/schemas/pin.schema.js';
import { Icon } from '../../components/icon.component.js';
import { MarkdownText } from '../../components/markdown-text.component.js';
import { pinTexts as t } from '../../i18n/pins.de.js';
import { TranslatableText } from '../calendar/index.js';
import { PinAttachmentList, PinPollList } from './pin-links.component.js';

export interface PinActions {
  onStack: () => void;
  /** The author's pencil and 'Benachrichtigen'; left out for others' pins. */
  onEdit?: () => void;
  onNotify?: () => void;
}

/** The pin's content as markdown with the translation menu, or the spec's text when there is none; its polls and actions. */
export const PinBody = ({ pin, onStack, onEdit, onNotify }: PinActions & { pin: Pin }) => (
  <div className="pin__body">
    {pin.content.trim() ? (
      <TranslatableText text={pin.content}>
        {(shown) => <MarkdownText text={shown} className="pin__content" testId="pin-content" />}
      </TranslatableText>
    ) : (
      <Text className="pin__content">{t.noInfo}</Text>
    )}
    {pin.attachments.length > 0 && <PinAttachmentList pin={pin} />}
    {pin.polls.length > 0 && <PinPollList polls={pin.polls} />}
    <div className="pin__actions">
      <Button size="small" onClick={onStack} data-testid="pin-stack">
        {t.stack}
      </Button>
      {onNotify && (
        <Button size="small" onClick={onNotify} data-testid="pin-notify">
          {t.notify}
        </Button>
      )}
      {onEdit && (
        <Button size="small" gap="xxs" onClick={onEdit} data-testid="pin-edit">
          <Icon name="edit" size={18} />
          {t.edit}
        </Button>
      )}
    </div>
  </div>
);
