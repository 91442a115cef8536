// The service's answer to a plot import (spec 4 §8): 'Import réalisé avec succès' or 'Import avec
// erreur', the counts (measures for the own-plot import only: Mycolis imports send none) and the
// list of errors, with those found before sending (a line without a code, a batch not sent).
import type { ImportResult } from '@agro/contracts/entities/stages';
import { IMPORT_FAILED, IMPORT_SUCCEEDED } from '@agro/domain/stages';
import { Button, Group, List, Modal } from '@mantine/core';
import { WIDE_DIALOG_WIDTH } from '../../components/dialog-sizes';

export interface ImportResultDialogProps {
  result: ImportResult | null;
  /** Errors the page found itself, told before the service's. */
  pageErrors?: readonly string[];
  withMeasures?: boolean;
  onClose(): void;
}

export function ImportResultDialog({
  result,
  pageErrors = [],
  withMeasures = true,
  onClose,
}: ImportResultDialogProps) {
  if (!result) return null;
  const errors = [...pageErrors, ...result.erreur.liste];
  const count = result.erreur.nombre + pageErrors.length;
  return (
    <Modal
      opened
      onClose={onClose}
      title={count === 0 ? IMPORT_SUCCEEDED : IMPORT_FAILED}
      size={WIDE_DIALOG_WIDTH}
      centered
    >
      <List spacing={4} size="sm">
        <List.Item>Parcelles ajoutées&nbsp;: {result.ajout}</List.Item>
        <List.Item>Parcelles modifiées&nbsp;: {result.modif}</List.Item>
        {withMeasures ? (
          <>
            <List.Item>Mesures ajoutées&nbsp;: {result.mesure ?? 0}</List.Item>
            <List.Item>Mesures modifiées&nbsp;: {result.maj_mesure ?? 0}</List.Item>
          </>
        ) : null}
        <List.Item>Erreurs&nbsp;: {count}</List.Item>
      </List>
      {errors.length > 0 ? (
        <List size="sm" mt="sm" spacing={2} aria-label="Erreurs de l'import">
          {errors.map((error) => (
            <List.Item key={error}>{error}</List.Item>
          ))}
        </List>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
