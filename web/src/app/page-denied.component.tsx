import { Alert } from '@aws-amplify/ui-react';
import { useLocation } from 'react-router';
import { texts } from '../i18n/texts.de.js';
import { isPageDenied } from './require-auth.component.js';

/** On the start page after a page sent the person home: why (the page is not for their role). */
export const PageDeniedNotice = () => {
  const location = useLocation();
  if (location.pathname !== '/' || !isPageDenied(location.state)) return null;
  return (
    <Alert variation="info" role="status" isDismissible className="page-denied" data-testid="page-denied">
      {texts.pageNotAllowed}
    </Alert>
  );
};
