import type { User } from '@agro/contracts/entities/platform';
import { WRITE_FAILURE_MESSAGE } from '@agro/contracts/error-messages';
import { mustAcceptTerms, TERMS_VERSION } from '@agro/domain/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, isWriteSuccess } from '../../lib/api';
import { showDialog } from '../../lib/dialog-store';
import { isExternalUser, markTermsAccepted } from '../../lib/session';
import { TermsModal } from '../../components/TermsModal';

/** Spec 1 §8: a write that does not answer 1. */

export interface TermsOfUseProps {
  user: User;
  /** The user asked to read them (footer link). */
  requested: boolean;
  onClose: () => void;
  /** Refusing the terms logs the user out (spec 1 §4). */
  onRefuse: () => void;
}

/**
 * The terms of use of the logged-in user: they open by themselves for an external user whose
 * accepted version is not the current one (spec 1 §4), and on request otherwise.
 */
export function TermsOfUse({ user, requested, onClose, onRefuse }: TermsOfUseProps) {
  const queryClient = useQueryClient();
  const external = isExternalUser(user);
  const mustAccept = mustAcceptTerms({ externe: external, externeInfos: user.externeInfos });
  const adviserId = user.externeInfos?.id_conseiller;

  const accept = useMutation({
    mutationFn: (id: number | string) =>
      callApi('adviserAcceptTerms', { params: { id: String(id) }, body: { cgu: TERMS_VERSION } }),
    onSuccess: (answer) => {
      if (isWriteSuccess(answer)) markTermsAccepted(queryClient, TERMS_VERSION);
      else showDialog({ kind: 'error', code: '', description: WRITE_FAILURE_MESSAGE });
    },
  });

  return (
    <TermsModal
      opened={mustAccept || requested}
      mode={mustAccept ? 'accept' : 'read'}
      accepting={accept.isPending}
      onAccept={() => {
        if (adviserId == null) {
          showDialog({ kind: 'error', code: '', description: WRITE_FAILURE_MESSAGE });
          return;
        }
        accept.mutate(adviserId);
      }}
      onRefuse={onRefuse}
      onClose={onClose}
    />
  );
}
