// The shape of the BFF's object-level checks (adviser-links.ts, comment-checks.ts): what the
// catalogue's rights cannot say, whether this session may make this call on these objects, decided
// before the model API is asked.
import type { Session } from './session.ts';

export interface ObjectCheck {
  /** Throws a BffError unless the session may make this call on these objects; other calls pass. */
  authorise(
    session: Session,
    entryId: string,
    params: Record<string, string>,
    requestId: string,
  ): Promise<void>;
}
