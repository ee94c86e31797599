/**
 * Walmart's affiliate API (walmart.io, "affil/product/v2"): its base URL and the documented
 * request signature, written against its documentation:
 *
 *   GET https://developer.api.walmart.com/api-proxy/service/affil/product/v2/items?ids=1,2,3
 *   headers WM_CONSUMER.ID, WM_CONSUMER.INTIMESTAMP (epoch ms), WM_SEC.KEY_VERSION and
 *   WM_SEC.AUTH_SIGNATURE = base64(RSA-SHA256 of "consumerId\ntimestamp\nkeyVersion\n")
 *   signed with the private key whose public half was uploaded to walmart.io; at most 20 ids
 *   per call; `publisherId` (the Impact affiliate id) is optional and only tags tracking
 *   links. The answer is { items: [{ itemId, name, salePrice, largeImage, mediumImage,
 *   thumbnailImage, stock, availableOnline, ... }] }.
 *
 * The provider itself is walmart-provider.ts.
 */
import { createSign } from 'node:crypto';

export const WALMART_AFFILIATE_BASE_URL =
  'https://developer.api.walmart.com/api-proxy/service/affil/product/v2';
export const WALMART_MAX_IDS_PER_CALL = 20;

export interface WalmartCredentials {
  consumerId: string;
  /** PEM private key (PKCS#1 or PKCS#8); "\n" written as two characters is accepted. */
  privateKey: string;
  keyVersion: string;
  publisherId?: string;
}

export const WALMART_OFF_MESSAGE =
  'Walmart live prices are off: WALMART_CONSUMER_ID, WALMART_PRIVATE_KEY and WALMART_KEY_VERSION are not set, so reference prices are used.';

/** The documented signature: RSA-SHA256 over the three header values, each followed by \n. */
export function walmartAuthHeaders(
  credentials: WalmartCredentials,
  timestamp: number,
): Record<string, string> {
  const ts = String(timestamp);
  const signer = createSign('RSA-SHA256');
  signer.update(`${credentials.consumerId}\n${ts}\n${credentials.keyVersion}\n`);
  const key = credentials.privateKey.includes('\\n')
    ? credentials.privateKey.replace(/\\n/g, '\n')
    : credentials.privateKey;
  return {
    'WM_CONSUMER.ID': credentials.consumerId,
    'WM_CONSUMER.INTIMESTAMP': ts,
    'WM_SEC.KEY_VERSION': credentials.keyVersion,
    'WM_SEC.AUTH_SIGNATURE': signer.sign(key, 'base64'),
  };
}
