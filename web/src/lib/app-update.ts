/** What 'Nach Update suchen' found: a newer build the service worker has installed and keeps waiting, or none. */
export type UpdateCheckResult = { status: 'found'; worker: ServiceWorker } | { status: 'none' };

/** The parts of the browser's service worker container the check uses (a fake in the unit test). */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'getRegistration' | 'addEventListener'>;

let reloading = false;

/** Reloads the page once, however many signals ask for it ('App neu starten', the new worker taking over). */
export const reloadApp = () => {
  if (reloading) return;
  reloading = true;
  window.location.reload();
};

/** Until the worker has finished installing (installed, activated or failed). */
const installDone = (worker: ServiceWorker) =>
  new Promise<void>((resolve) => {
    const settle = () => {
      if (worker.state === 'parsed' || worker.state === 'installing') return;
      worker.removeEventListener('statechange', settle);
      resolve();
    };
    worker.addEventListener('statechange', settle);
    settle();
  });

/**
 * Asks the service worker registration to fetch the deployed worker script: a new build installs
 * a new worker, which waits until the page lets it take over.
 */
export const checkForUpdate = async (container: WorkerContainer = navigator.serviceWorker): Promise<UpdateCheckResult> => {
  const registration = await container.getRegistration();
  if (!registration) return { status: 'none' };
  await registration.update();
  if (registration.installing) await installDone(registration.installing);
  const { waiting } = registration;
  return waiting ? { status: 'found', worker: waiting } : { status: 'none' };
};

/** 'Neue Version verwenden': the waiting worker takes over (skipWaiting), then the page reloads with the new build. */
export const activateUpdate = (worker: ServiceWorker, container: WorkerContainer = navigator.serviceWorker) => {
  container.addEventListener('controllerchange', reloadApp);
  worker.postMessage({ type: 'SKIP_WAITING' });
};
