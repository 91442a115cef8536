// Spec 2 §2 "Parcel checks dialog" (ADMIN): the obsolete plots and the plots still to calculate,
// each with its code and airbus code, and the list of the obsolete plots' ids to copy.
import type { Column } from '@agro/contracts/columns/column';
import { Alert, Button, CopyButton, Modal, Stack, Tabs, Textarea, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable';
import { SectionLoader } from '../../../components/SectionLoader';
import { useChnStatusPlots } from '../chn-api';

interface StatusPlot {
  uuid_plot: string | number;
  code_airbus: string | null;
}

const STATUS_COLUMNS: readonly Column<StatusPlot>[] = [
  { key: 'code', header: 'Code parcelle', value: (row) => String(row.uuid_plot) },
  { key: 'airbus', header: 'Code airbus', value: (row) => row.code_airbus },
];

function StatusList({ statut, label }: { statut: 'obsolete' | 'to_calculate'; label: string }) {
  const query = useChnStatusPlots(statut, true);
  if (query.isPending) return <SectionLoader label="Chargement en cours…" />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        La liste n&apos;a pas pu être chargée.{' '}
        <Button size="compact-sm" variant="subtle" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </Alert>
    );
  }
  const ids = query.data.map((row) => String(row.uuid_plot)).join(', ');
  return (
    <Stack gap="sm">
      <DataTable
        label={label}
        columns={STATUS_COLUMNS}
        rows={query.data}
        getRowId={(row) => String(row.uuid_plot)}
        pageSizes={[10, 25, 50]}
        maxHeight="50vh"
      />
      {statut === 'obsolete' ? (
        <>
          <Textarea
            label="Identifiants des parcelles obsolètes"
            value={ids}
            readOnly
            autosize
            maxRows={6}
          />
          <CopyButton value={ids}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} disabled={ids === ''} w="fit-content">
                {copied ? 'Liste copiée' : 'Copier la liste des identifiants'}
              </Button>
            )}
          </CopyButton>
        </>
      ) : null}
    </Stack>
  );
}

export function PlotChecksButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconListCheck size={16} aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        Vérification des parcelles
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={
          <Title order={2} size="h4">
            Vérification des parcelles
          </Title>
        }
        size="lg"
      >
        {opened ? (
          <Tabs defaultValue="obsolete">
            <Tabs.List>
              <Tabs.Tab value="obsolete">Parcelles obsolètes</Tabs.Tab>
              <Tabs.Tab value="to_calculate">Parcelles à calculer</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="obsolete" pt="sm">
              <StatusList statut="obsolete" label="Parcelles obsolètes" />
            </Tabs.Panel>
            <Tabs.Panel value="to_calculate" pt="sm">
              <StatusList statut="to_calculate" label="Parcelles à calculer" />
            </Tabs.Panel>
          </Tabs>
        ) : null}
      </Modal>
    </>
  );
}
