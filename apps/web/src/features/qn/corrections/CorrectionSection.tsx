// Spec 2 §2 'Corriger des parcelles': one correction type, its value (the factor and the delta of
// 'QN acquisition'), a comment, then save. With no plot selected or no value, the spec's message
// and nothing sent; otherwise the confirmation 'Êtes-vous sûr de vouloir appliquer la correction
// suivante : {type (valeur)} à {n} parcelle(s) ?' (Oui / Annuler), a full-page waiting overlay,
// then 'Enregistrement effectué' / 'La demande de correction a bien été enregistrée.' or
// 'Un problème est survenu.'. Administrators see every request and validate them; the others
// follow their own (issue 41).
import { CORRECTION_TYPES, type CorrectionTypeCode } from '@agro/contracts/entities/ferti';
import { correctionTypeLabel } from '@agro/contracts/columns/qn';
import { qnConfirmationQuestion, qnCorrectionError, QN_SAVED } from '@agro/domain/qn';
import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ChoiceModal } from '../../../components/ChoiceModal';
import { CommentTextarea } from '../../../components/CommentTextarea';
import { StillNumberInput } from '../../../components/StillNumberInput';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import { showError } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import { useCreateQnCorrection } from '../qn-api';
import { CorrectionRequestsTable, requestsLabel } from './CorrectionRequestsTable';

type Value = number | string;

const number = (value: Value): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export interface CorrectionSectionProps {
  /** Ids of the plots selected in the table. */
  selected: readonly string[];
  /** Administrators see every request and validate them; the others see their own. */
  admin: boolean;
}

export function CorrectionSection({ selected, admin }: CorrectionSectionProps) {
  const save = useCreateQnCorrection();
  const [typeCode, setTypeCode] = useState<CorrectionTypeCode>('preco_finale');
  const [values, setValues] = useState<[Value, Value]>(['', '']);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const type = CORRECTION_TYPES.find((t) => t.code === typeCode) ?? CORRECTION_TYPES[0];
  const typed = values.slice(0, type.valueCount).map(number);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = qnCorrectionError(selected.length, typed, type.valueCount);
    setProblem(error);
    if (error) return;
    setAsking(qnConfirmationQuestion(type.label, typed as number[], selected.length));
  };

  const confirm = () => {
    setAsking(null);
    save.mutate(
      {
        parcelles: [...selected],
        type_correction: type.code,
        valeur_correction: typed as number[],
        ...(comment.trim() === '' ? {} : { commentaire: comment.trim() }),
      },
      {
        onSuccess: () => {
          showSuccess(QN_SAVED.message, QN_SAVED.title);
          setValues(['', '']);
          setComment('');
        },
        onError: showError,
      },
    );
  };

  const setValue = (index: 0 | 1) => (next: Value) => {
    setValues((current) => (index === 0 ? [next, current[1]] : [current[0], next]));
    setProblem(null);
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-labelledby="qn-correction-titre">
        <Stack gap="sm">
          <Title order={3} size="h5" id="qn-correction-titre">
            Nouvelle demande de correction
          </Title>
          <Text size="sm">
            {selected.length} parcelle{selected.length > 1 ? 's' : ''} sélectionnée
            {selected.length > 1 ? 's' : ''} dans le tableau
          </Text>
          <Radio.Group
            label="Type de correction"
            value={typeCode}
            onChange={(code) => {
              setTypeCode(code as CorrectionTypeCode);
              setValues(['', '']);
              setProblem(null);
            }}
          >
            <Group gap="md" mt={4} wrap="wrap">
              {CORRECTION_TYPES.map((t) => (
                <Radio key={t.code} value={t.code} label={correctionTypeLabel(t.code)} />
              ))}
            </Group>
          </Radio.Group>
          <Group gap="sm" wrap="wrap" align="flex-start">
            {type.valueCount === 2 ? (
              <>
                <StillNumberInput
                  label="Facteur"
                  value={values[0]}
                  onChange={setValue(0)}
                  w={{ base: '100%', xs: 160 }}
                />
                <StillNumberInput
                  label="Delta"
                  value={values[1]}
                  onChange={setValue(1)}
                  w={{ base: '100%', xs: 160 }}
                />
              </>
            ) : (
              <StillNumberInput
                label={`Valeur (${type.unit})`}
                value={values[0]}
                onChange={setValue(0)}
                w={{ base: '100%', xs: 200 }}
              />
            )}
          </Group>
          <CommentTextarea value={comment} onChange={setComment} maxLength={1000} />
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              Enregistrer
            </Button>
          </Group>
          <div role="alert">{problem ? <Text c="red.9">{problem}</Text> : null}</div>
        </Stack>
      </form>

      <Stack gap="xs" component="section" aria-labelledby="qn-demandes-titre">
        <Title order={3} size="h5" id="qn-demandes-titre">
          {requestsLabel(admin)}
        </Title>
        <CorrectionRequestsTable />
      </Stack>

      <ChoiceModal
        opened={asking !== null}
        question={asking ?? ''}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
      <WaitingOverlay visible={save.isPending} fullPage />
    </Stack>
  );
}
