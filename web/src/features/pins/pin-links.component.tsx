import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import type { Pin } from '@shared/schemas/pin.schema.js';
import { formatFileSize } from '@shared/storage/storage-rules.js';
import { Icon } from '../../components/icon.component.js';
import { pinTexts as t } from '../../i18n/pins.de.js';
import { downloadPinAttachment } from './pins.api.js';

/** The pin's files, each a download button with its size. */
export const PinAttachmentList = ({ pin }: { pin: Pin }) => (
  <ul className="pin__attachments" aria-label={t.attachments}>
    {pin.attachments.map((attachment) => (
      <li key={attachment.id}>
        <Button
          size="small"
          variation="link"
          gap="xxs"
          aria-label={t.download(attachment.name)}
          onClick={() => void downloadPinAttachment(pin.id, attachment.id)}
          data-testid="pin-attachment"
        >
          <Icon name="folder" size={18} />
          {attachment.name} ({formatFileSize(attachment.fileSize)})
        </Button>
      </li>
    ))}
  </ul>
);

/** The polls linked to the pin, each a link to answer it. */
export const PinPollList = ({ polls }: { polls: Pin['polls'] }) => (
  <ul className="pin__polls" aria-label={t.polls}>
    {polls.map((poll) => (
      <li key={poll.id}>
        <Link to={`/poll/${poll.id}`}>
          <Icon name="poll" size={18} /> {t.openPoll(poll.label)}
        </Link>
      </li>
    ))}
  </ul>
);
