import { displayLogin } from '@agro/domain/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ApiError } from '../../lib/api';
import { request } from '../../lib/api';
import { usePlatformConfig } from '../../lib/config';
import { showSuccess } from '../../lib/notify';
import {
  rememberInvitedSession,
  resetStores,
  SESSION_KEY,
  type SessionData,
  type SessionAnswer,
} from '../../lib/session';
import { invitedConnectionMessage } from './messages';

/**
 * Spec 1 §2 and §6: an administrator signs in as another user. The BFF reissues the session cookie
 * for the invited user; here the cached answers of the administrator go (they were read with the
 * administrator's rights), the invited user's session takes their place, and the user lands home.
 * The deployment settings stay: they belong to nobody. The tab remembers who the administrator
 * was, so the shell says whose session this is and how to get one's own back.
 */
export function useInvitedConnection() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { instituteKeyword } = usePlatformConfig();
  return useMutation<SessionAnswer, ApiError, string>({
    mutationFn: (mail) =>
      request<SessionAnswer>('POST', '/bff/login-invite', { body: { login: mail } }),
    onSuccess: async (answer) => {
      const admin = queryClient.getQueryData<SessionData>(SESSION_KEY)?.user;
      const adminName = admin
        ? admin.userName.trim() || displayLogin(admin.login, instituteKeyword)
        : '';
      rememberInvitedSession(answer.user.login, answer.invitedBy ?? adminName);
      resetStores(queryClient, answer);
      await navigate('/home');
      const name = answer.user.userName.trim() || displayLogin(answer.user.login, instituteKeyword);
      showSuccess(invitedConnectionMessage(name));
    },
  });
}
