import type { ApiHandler } from '../../../lib/type-provider';
import type { postIdentityDocumentSchema } from './post-identity-document.schema';
import { badRequest, HttpError } from '../../../lib/errors';
import { idDocumentType } from '../id-document-type';
import { userId } from '../../auth/guard';
import { submitIdentityDocument } from '../service';

/** Largest ID image accepted. */
export const ID_MAX_BYTES = 5 * 1024 * 1024;

/** The one limit on an upload request as a whole: the image plus its multipart framing, nothing else. */
const UPLOAD_MAX_BYTES = ID_MAX_BYTES + 16 * 1024;

const TOO_LARGE = 'The ID file must be 5 MB or smaller';

export const postIdentityDocumentHandler: ApiHandler<typeof postIdentityDocumentSchema> = async (request) => {
  if (!request.isMultipart())
    throw new HttpError(415, 'Upload the ID as multipart/form-data.', {
      document: 'Please choose an ID image to upload',
    });
  if (Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES)
    throw new HttpError(413, TOO_LARGE, { document: TOO_LARGE });
  const file = await request.file();
  if (!file)
    throw badRequest('Please choose an ID image to upload', { document: 'Please choose an ID image to upload' });
  const content = await file.toBuffer().catch(() => {
    throw new HttpError(413, TOO_LARGE, { document: TOO_LARGE });
  });
  if (content.length === 0) throw badRequest('The ID file is empty', { document: 'The ID file is empty' });
  // The content decides, not the name or the type the browser claims: a renamed text file is refused.
  const mimeType = idDocumentType(content);
  if (!mimeType) {
    throw badRequest('The ID must be a JPEG, PNG, WebP or PDF file', {
      document: 'The ID must be a JPEG, PNG, WebP or PDF file',
    });
  }
  return submitIdentityDocument(request.server.deps.db, userId(request), {
    fileName: file.filename,
    mimeType,
    content,
    now: request.server.deps.clock.now(),
  });
};
