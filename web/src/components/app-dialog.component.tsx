import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { texts } from '../i18n/texts.de.js';
import { useReturnFocus } from './use-return-focus.hook.js';
import './app-dialog.css';

/** The spec's dialog widths: login dialogs 500, meeting edit 600, confirmations 300. */
export const dialogWidths = { login: 500, edit: 600, confirm: 300 } as const;

interface AppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read out with the title; leave out when the body explains itself. */
  description?: ReactNode;
  width?: keyof typeof dialogWidths;
  /** Buttons at the bottom; a plain 'Schließen' button without them. */
  actions?: ReactNode;
  children?: ReactNode;
  testId?: string;
  /** More classes of the dialog box (e.g. 'app-dialog--fullscreen-small' for the meeting edit dialog). */
  className?: string;
  /** Escape and a click beside it do not close it: only its actions do. */
  persistent?: boolean;
}

const preventDefault = (event: Event) => event.preventDefault();

export const AppDialog = ({
  open,
  onOpenChange,
  title,
  description,
  width = 'login',
  actions,
  children,
  testId,
  className,
  persistent = false,
}: AppDialogProps) => {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="app-dialog-overlay" />
        <Dialog.Content
          className={className ? `app-dialog ${className}` : 'app-dialog'}
          style={{ maxWidth: dialogWidths[width] }}
          data-testid={testId}
          {...returnFocus}
          {...(persistent ? { onEscapeKeyDown: preventDefault, onInteractOutside: preventDefault } : {})}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title asChild>
            <Heading level={2} fontSize="xl" fontWeight="bold" className="app-dialog__title">
              {title}
            </Heading>
          </Dialog.Title>
          {description && (
            <Dialog.Description asChild>
              <div className="app-dialog__description">{description}</div>
            </Dialog.Description>
          )}
          {children}
          <Flex className="app-dialog__actions" justifyContent="flex-end" wrap="wrap" gap="small">
            {actions ?? (
              <Dialog.Close asChild>
                <Button>{texts.close}</Button>
              </Dialog.Close>
            )}
          </Flex>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
