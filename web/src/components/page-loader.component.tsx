import { Loader } from '@aws-amplify/ui-react';
import { texts } from '../i18n/texts.de.js';
import './page-loader.css';

/** Shown while a lazy page loads. */
export const PageLoader = () => (
  <div className="page-loader">
    <Loader size="large" ariaLabel={texts.loading} />
  </div>
);
