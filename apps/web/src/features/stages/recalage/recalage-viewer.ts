// Who looks at the recalage screen (spec 4 §6): the login whose requests are one's own, the
// privileged recalage user (validation, integration, the recalage file, deleting others' pending
// requests: the session's recalagePrivileged) and the administrator (ADMIN: the file check, the
// latest recalages and their reports).
import { hasRight } from '@agro/domain/rights';
import { useMemo } from 'react';
import { usePlatformConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session';

export interface RecalageViewer {
  login: string;
  instituteKeyword: string;
  privileged: boolean;
  admin: boolean;
}

export function useRecalageViewer(): RecalageViewer {
  const { data: session } = useSession();
  const { instituteKeyword } = usePlatformConfig();
  const login = session?.user.login ?? '';
  const privileged = session?.recalagePrivileged === true;
  const admin = hasRight(session?.rights ?? [], 'ADMIN');
  return useMemo(
    () => ({ login, instituteKeyword, privileged, admin }),
    [login, instituteKeyword, privileged, admin],
  );
}
