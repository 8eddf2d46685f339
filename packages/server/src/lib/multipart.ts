/** Reading files out of multipart requests (the parser and its limits are registered in app.ts). */
import { VALIDATION_MESSAGES } from '@barterbits/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Reads the one file sent under `field` into memory (the parser caps it at UPLOAD_MAX_SIZE_MB and at
 * one file). Other form fields and files under other names are ignored; errors name `field`.
 */
export async function readSingleFile(req: FastifyRequest, field: string): Promise<Buffer> {
  const fieldError = (
    code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE',
    message: string,
  ) => new AppError(code, message, { fieldErrors: { [field]: [message] } });

  if (!req.isMultipart()) throw fieldError('UNSUPPORTED_MEDIA_TYPE', VALIDATION_MESSAGES.fileRequired);
  let file: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (file !== null || part.fieldname !== field) {
        part.file.resume();
        if (file !== null) throw fieldError('VALIDATION_FAILED', VALIDATION_MESSAGES.fileOneAtATime);
        continue;
      }
      file = await part.toBuffer();
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError('PAYLOAD_TOO_LARGE', VALIDATION_MESSAGES.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw fieldError('VALIDATION_FAILED', VALIDATION_MESSAGES.fileOneAtATime);
    // Anything else the parser throws is a form that cannot be read: no boundary, a body cut off or
    // malformed (busboy's plain Errors), too many parts or fields, a premature close.
    throw new AppError('BAD_REQUEST', 'The upload could not be read. Please choose the file again.', {
      cause: e,
    });
  }
  if (!file || file.length === 0) throw fieldError('VALIDATION_FAILED', VALIDATION_MESSAGES.fileRequired);
  return file;
}
