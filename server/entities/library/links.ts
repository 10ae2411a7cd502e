import { signMediaLink } from '../assets/mediaLink';
import type { LinkHolder } from '../../platform/auth/signedLink';
import type { TokenSigner } from '../../platform/auth/tokens';
import type { Row } from '../../platform/http/crudEntity';

/** Each row with short-lived links to its poster and preview, for the cards and the player. */
export function mediaLinks(rows: Row[], signer: TokenSigner, holder: LinkHolder): Promise<Row[]> {
  const link = (fileId: unknown) => (fileId ? signMediaLink(signer, fileId as string, holder) : null);
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      poster_url: await link(row.poster_file),
      preview_url: await link(row.preview_file),
    })),
  );
}
