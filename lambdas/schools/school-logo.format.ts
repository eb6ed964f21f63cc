import { LOGO_PIXELS, MAX_LOGO_BYTES } from '../../shared/schemas/school-settings.schema.js';
import { AppError } from '../_lib/app-error.js';

/**
 * Renders an uploaded logo (PNG or SVG) into the PNG the app shows, at most LOGO_PIXELS a side.
 * An SVG is rasterised here and never served as it is: SVG is a document that may carry scripts,
 * event handlers and links, and a PNG carries none, wherever a browser opens it. Rendering also
 * proves the file is an image (anything sharp cannot read is 'logo-invalid') and drops metadata.
 * sharp, a native library, is loaded with the first logo, not with the function: no other route of
 * the schools function needs it, and loading it was a third of the function's module initialisation.
 */
export const renderLogo = async (bytes: Uint8Array): Promise<Buffer> => {
  if (bytes.byteLength > MAX_LOGO_BYTES) throw new AppError('logo-invalid');
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: 25_000_000 });
    const { format } = await image.metadata();
    if (format !== 'png' && format !== 'svg') throw new AppError('logo-invalid');
    return await image.resize(LOGO_PIXELS, LOGO_PIXELS, { fit: 'inside' }).png().toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('logo-invalid');
  }
};
