import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

/** The local stage's VAPID keys, in the data folder: made on the first start, kept across restarts (a reset makes new ones). */
export const vapidKeysFile = (dataDir: string) => path.join(dataDir, 'vapid.json');

export const ensureVapidKeys = (dataDir: string): { publicKey: string } => {
  const file = vapidKeysFile(dataDir);
  if (!fs.existsSync(file)) {
    const { publicKey, privateKey } = webPush.generateVAPIDKeys();
    fs.writeFileSync(file, JSON.stringify({ publicKey, privateKey, subject: 'mailto:schulapp@localhost.example' }, null, 2), {
      mode: 0o600,
    });
  }
  return { publicKey: (JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string }).publicKey };
};
