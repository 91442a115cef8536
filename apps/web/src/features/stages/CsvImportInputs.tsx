// The two controls every plot import of the module starts with (own plots, Mycolis): the
// template to download and the CSV file to choose, which can be taken off again.
import { Button, FileInput } from '@mantine/core';
import { saveFile } from '../../lib/table-export';

export function TemplateButton({ text, fileName }: { text: string; fileName: string }) {
  return (
    <Button
      variant="default"
      onClick={() =>
        saveFile({ blob: new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName })
      }
    >
      Télécharger le modèle
    </Button>
  );
}

export function CsvFileInput({
  label,
  file,
  onChange,
}: {
  label: string;
  file: File | null;
  onChange(file: File | null): void;
}) {
  return (
    <FileInput
      label={label}
      placeholder="Choisir un fichier"
      accept=".csv,text/csv"
      value={file}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': 'Retirer le fichier' }}
      w={{ base: '100%', xs: 320 }}
    />
  );
}
