/**
 * Private images (chat images, feedback screenshots, dispute photos): served only to the members allowed
 * to see them, so they are read through the member's authenticated client, never as a bare <img src>.
 */
import { toApiError } from '@barterbits/api-client';
import { api } from './api.ts';

/** The API mount of the member client (lib/api.ts baseURL). */
const API_PREFIX = '/v1';

/**
 * A server address such as `/v1/chat/images/…` as a path under the member client's base, so the
 * authenticated client asks for it (and never `/v1/v1/…`). Other addresses are kept.
 */
export const apiRelativePath = (url: string): string =>
  url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;

/** A private image as a Blob, read with the member's session; rejects with an ApiError. */
export const getPrivateImage = async (url: string, signal?: AbortSignal): Promise<Blob> => {
  try {
    return (await api.clients.member.get<Blob>(apiRelativePath(url), { responseType: 'blob', signal })).data;
  } catch (e) {
    throw toApiError(e);
  }
};
