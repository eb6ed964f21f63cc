import { Alert, Flex, Loader, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { errorText } from '../i18n/errors.de.js';
import { texts } from '../i18n/texts.de.js';
import './load-state.css';

/**
 * Where the states stand: `page` (a page's content: message panel, large loader), `section` (a
 * part of a page: plain text, large loader), `dialog` (inside a dialog: alert, small loader).
 */
export type LoadStateLook = 'page' | 'section' | 'dialog';

interface Empty<T> {
  /** Loaded, but nothing to show. */
  when: (data: T) => boolean;
  text: string;
  testId: string;
}

interface LoadStateProps<T> {
  data: T | undefined;
  /** The failed request (or a failure known without asking, e.g. a malformed route: `{ code: 'not-found' }`). */
  error: { code: string | null } | undefined;
  look: LoadStateLook;
  empty?: Empty<T>;
  /** A feature's own loading look (a skeleton of what will show) instead of the loader. */
  loading?: ReactNode;
  /** The loaded content; without it only the error and loading states are shown. */
  children?: (data: T) => ReactNode;
}

const Failure = ({ code, look }: { code: string | null; look: LoadStateLook }) => {
  if (look === 'dialog')
    return (
      <Alert variation="error" role="alert">
        {errorText(code)}
      </Alert>
    );
  return (
    <Text role="alert" className={look === 'page' ? 'load-state__message' : undefined}>
      {errorText(code)}
    </Text>
  );
};

const Loading = ({ look }: { look: LoadStateLook }) =>
  look === 'dialog' ? (
    <Loader ariaLabel={texts.loading} />
  ) : (
    <Flex justifyContent="center" padding="large">
      <Loader size="large" ariaLabel={texts.loading} />
    </Flex>
  );

/** The loading, error and empty states of data from the API, the same in every feature; the content once loaded. */
export const LoadState = <T,>({ data, error, look, empty, loading, children }: LoadStateProps<T>) => {
  if (error) return <Failure code={error.code} look={look} />;
  if (data === undefined) return loading ?? <Loading look={look} />;
  if (empty?.when(data))
    return (
      <Text className="load-state__message" data-testid={empty.testId}>
        {empty.text}
      </Text>
    );
  return children?.(data);
};
