// Each write family: what a write changes is what later reads (and the dashboards) show.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/world/personas.ts';
import { call, ok, startSimulator, tokenOf, useFreshSimulator } from './helpers.ts';

const app = useFreshSimulator();

type Data<T> = { data: T };
interface Link {
  id_agri_cons: number;
  id_valid_cons_agri: number;
  id_conseiller: number;
  validation_conseiller: number | null;
  date_validation: string | null;
  parcelles_inclues: (string | number)[];
  parcelles_exclues: (string | number)[];
  code_agri_operateur: string;
}
interface AdviserRow {
  id_conseiller: number;
  nom_conseiller: string;
  telephone: string | null;
  nb_agris_valid: number;
  nb_agris_attente: number;
  abonnements: { id_abo: number; service: string; date_debut: string }[];
}

const farmer = { agri: 'AGRI0001', op: 'OP01', client: 'CLI01' };
const farmerPath = 'agriculteurs/{agri}/operateurs/{op}/clients/{client}';

describe('comments', () => {
  it('creates, lists, updates and deletes a comment of a plot', async () => {
    const token = await tokenOf(app, 'conseiller');
    // A plot the adviser sees: comments follow the water balance's visibility.
    const visible = await ok<Data<{ id: number }[]>>(app, { method: 'GET', path: 'bhs', token });
    const params = { plotId: visible.data[0]?.id ?? 0, oad: 'BH' };
    const path = 'comments/plots/{plotId}/oads/{oad}';
    const before = await ok<Data<unknown[]>>(app, { method: 'GET', path, params, token });

    const created = await ok<Data<number>>(app, {
      method: 'POST',
      path,
      params,
      token,
      body: { commentaire: '<p>Tour d’eau de 30 mm</p>', date: '2026-06-14' },
    });
    expect(created.data).toBe(1);
    const listed = await ok<Data<{ id_commentaire: number; commentaire: string; date: string }[]>>(
      app,
      { method: 'GET', path, params, token },
    );
    expect(listed.data).toHaveLength(before.data.length + 1);
    const mine = listed.data.find((c) => c.commentaire === '<p>Tour d’eau de 30 mm</p>');
    expect(mine?.date).toBe('2026-06-14');

    // A water-balance plot is no plot of the stages tool: its BH comments are not found there.
    const other = await call(app, {
      method: 'GET',
      path,
      params: { ...params, oad: 'STADES' },
      token,
    });
    expect(other.statusCode).toBe(404);

    const updated = await ok<Data<number>>(app, {
      method: 'PUT',
      path: 'comments/{commentId}/oads/{oad}',
      params: { commentId: mine?.id_commentaire ?? 0, oad: 'BH' },
      token,
      body: { commentaire: '<p>Tour d’eau de 35 mm</p>' },
    });
    expect(updated.data).toBe(1);
    const afterUpdate = await ok<Data<{ id_commentaire: number; commentaire: string }[]>>(app, {
      method: 'GET',
      path,
      params,
      token,
    });
    expect(
      afterUpdate.data.find((c) => c.id_commentaire === mine?.id_commentaire)?.commentaire,
    ).toBe('<p>Tour d’eau de 35 mm</p>');

    await ok(app, {
      method: 'DELETE',
      path: 'comments/{commentId}/oads/{oad}',
      params: { commentId: mine?.id_commentaire ?? 0, oad: 'BH' },
      token,
    });
    const afterDelete = await ok<Data<unknown[]>>(app, { method: 'GET', path, params, token });
    expect(afterDelete.data).toHaveLength(before.data.length);
  });

  it('answers 404 for an unknown plot or comment, and for a comment of another tool', async () => {
    const token = await tokenOf(app, 'conseiller');
    const unknownPlot = await call(app, {
      method: 'GET',
      path: 'comments/plots/{plotId}/oads/{oad}',
      params: { plotId: 999_999_999, oad: 'BH' },
      token,
    });
    expect(unknownPlot.statusCode).toBe(404);
    const comment = [...app.world().comments.values()][0];
    const wrongTool = await call(app, {
      method: 'DELETE',
      path: 'comments/{commentId}/oads/{oad}',
      params: { commentId: comment?.id_commentaire ?? 0, oad: 'AUTRE' },
      token,
    });
    expect(wrongTool.statusCode).toBe(404);
  });
});

describe('advisers and subscriptions', () => {
  it('creates, updates and deletes an adviser, visible in the list', async () => {
    const token = await tokenOf(app, 'admin');
    const body = {
      nom_conseiller: 'Nouveau',
      prenom_conseiller: 'Paul',
      mail: 'paul.nouveau@conseil-demo.fr',
      type_conseiller: 'SUPPORT',
    };
    await ok(app, { method: 'POST', path: 'conseillers', token, body });
    const list = await ok<Data<AdviserRow[]>>(app, { method: 'GET', path: 'conseillers', token });
    const created = list.data.find((a) => a.nom_conseiller === 'Nouveau');
    expect(created).toMatchObject({ nb_agris_valid: 0, nb_agris_attente: 0, abonnements: [] });
    const id = created?.id_conseiller ?? 0;

    await ok(app, {
      method: 'PUT',
      path: 'conseillers/{id_conseiller}',
      params: { id_conseiller: id },
      token,
      body: { ...body, telephone: '01 02 03 04 05' },
    });
    const read = await ok<Data<AdviserRow>>(app, {
      method: 'GET',
      path: 'conseillers/{id}',
      params: { id },
      token,
    });
    expect(read.data.telephone).toBe('01 02 03 04 05');

    await ok(app, { method: 'DELETE', path: 'conseillers/{id}', params: { id }, token });
    const gone = await call(app, {
      method: 'GET',
      path: 'conseillers/{id}',
      params: { id },
      token,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('creates an adviser with the subscriptions of its body', async () => {
    const token = await tokenOf(app, 'admin');
    await ok(app, {
      method: 'POST',
      path: 'conseillers',
      token,
      body: {
        nom_conseiller: 'Abonné',
        prenom_conseiller: 'Anne',
        mail: 'anne.abonne@conseil-demo.fr',
        type_conseiller: 'AGRO',
        abonnements: [{ date_debut: '2026-01-01', date_fin: '2026-12-31', service: 'MILDIOU' }],
      },
    });
    const list = await ok<Data<AdviserRow[]>>(app, { method: 'GET', path: 'conseillers', token });
    const created = list.data.find((a) => a.nom_conseiller === 'Abonné');
    expect(created?.abonnements).toMatchObject([
      { date_debut: '2026-01-01', date_fin: '2026-12-31', service: 'MILDIOU' },
    ]);
    const backwards = await call(app, {
      method: 'POST',
      path: 'conseillers',
      token,
      body: {
        nom_conseiller: 'Inverse',
        prenom_conseiller: 'Ivan',
        mail: 'ivan@conseil-demo.fr',
        type_conseiller: 'AGRO',
        abonnements: [{ date_debut: '2026-12-31', date_fin: '2026-01-01', service: 'MILDIOU' }],
      },
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('adds, changes and removes a subscription', async () => {
    const token = await tokenOf(app, 'admin');
    const id = 4;
    await ok(app, {
      method: 'POST',
      path: 'conseillers/{id}/abos',
      params: { id },
      token,
      body: { date_debut: '2026-04-01', date_fin: '2026-09-30', service: 'BSV_MILDIOU' },
    });
    const read = async () =>
      (
        await ok<Data<AdviserRow>>(app, {
          method: 'GET',
          path: 'conseillers/{id}',
          params: { id },
          token,
        })
      ).data.abonnements;
    const added = (await read()).find((s) => s.service === 'BSV_MILDIOU');
    expect(added?.date_debut).toBe('2026-04-01');

    await ok(app, {
      method: 'PUT',
      path: 'conseillers/abos/{id}',
      params: { id: added?.id_abo ?? 0 },
      token,
      body: { date_debut: '2026-05-01', date_fin: '2026-09-30', service: 'BSV_MILDIOU' },
    });
    expect((await read()).find((s) => s.id_abo === added?.id_abo)?.date_debut).toBe('2026-05-01');

    await ok(app, {
      method: 'DELETE',
      path: 'conseillers/abos/{id}',
      params: { id: added?.id_abo ?? 0 },
      token,
    });
    expect((await read()).some((s) => s.id_abo === added?.id_abo)).toBe(false);
  });

  it('refuses a subscription ending before it starts', async () => {
    const token = await tokenOf(app, 'admin');
    const res = await call(app, {
      method: 'POST',
      path: 'conseillers/{id}/abos',
      params: { id: 4 },
      token,
      body: { date_debut: '2026-09-01', date_fin: '2026-04-01', service: 'MILDIOU' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('consent and validation', () => {
  it('saves the farmer record with terms v3 and reads it back', async () => {
    const body = {
      nom_agri: 'Lambert',
      prenom_agri: 'Alain',
      raison_sociale: 'GAEC DES TILLEULS',
      telephone: '03 23 54 00 00',
      mail: 'gaec.tilleuls@exploitation-demo.fr',
      adresse: '4 chemin des Tilleuls',
      code_postal: '02880',
      ville: 'Bucy-le-Long',
      cgu: 'v3',
    };
    const saved = await ok<Data<number>>(app, {
      method: 'POST',
      path: farmerPath,
      params: farmer,
      body,
    });
    expect(saved.data).toBe(1);
    const read = await ok<Data<typeof body>>(app, {
      method: 'GET',
      path: farmerPath,
      params: farmer,
    });
    expect(read.data).toMatchObject(body);
  });

  it('refuses terms other than v3', async () => {
    const res = await call(app, {
      method: 'POST',
      path: farmerPath,
      params: farmer,
      body: { nom_agri: 'A', prenom_agri: 'B', raison_sociale: 'C', cgu: 'v2' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('grants, edits and withdraws an adviser link; the adviser validates it', async () => {
    const links = `${farmerPath}/conseillers`;
    const list = async () =>
      (
        await ok<Data<Link[]>>(app, {
          method: 'GET',
          path: links,
          params: farmer,
          query: { campagne: 2026 },
        })
      ).data;
    const before = await list();
    const plots = await ok<Data<{ id: number }[]>>(app, {
      method: 'GET',
      path: `${farmerPath}/services/{service}`,
      params: { ...farmer, service: 'MILDIOU' },
    });
    const advisers = await ok<Data<{ id_conseiller: number }[]>>(app, {
      method: 'GET',
      path: 'conseillers/services/{service}',
      params: { service: 'MILDIOU' },
    });
    const adviserId = advisers.data.find(
      (a) => !before.some((l) => l.id_conseiller === a.id_conseiller),
    )?.id_conseiller;
    expect(adviserId).toBeDefined();
    const someIds = plots.data.slice(0, 2).map((p) => p.id);

    await ok(app, {
      method: 'POST',
      path: links,
      params: farmer,
      body: {
        id_agri_cons: null,
        id_conseiller: adviserId,
        date_debut: '2026-03-01',
        date_fin: '2026-10-31',
        service: 'MILDIOU',
        parcelles_inclues: someIds,
        parcelles_exclues: [],
      },
    });
    const created = (await list()).find((l) => l.id_conseiller === adviserId);
    expect(created).toMatchObject({ parcelles_inclues: someIds, validation_conseiller: null });

    await ok(app, {
      method: 'POST',
      path: links,
      params: farmer,
      body: {
        id_agri_cons: created?.id_agri_cons,
        id_conseiller: adviserId,
        date_debut: '2026-03-01',
        date_fin: '2026-10-31',
        service: 'MILDIOU',
        parcelles_inclues: ['all'],
        parcelles_exclues: [someIds[0]],
      },
    });
    const edited = (await list()).find((l) => l.id_agri_cons === created?.id_agri_cons);
    expect(edited).toMatchObject({ parcelles_inclues: ['all'], parcelles_exclues: [someIds[0]] });

    await ok(app, {
      method: 'DELETE',
      path: 'agriculteurs/conseillers/{idLink}',
      params: { idLink: created?.id_agri_cons ?? 0 },
    });
    expect((await list()).some((l) => l.id_agri_cons === created?.id_agri_cons)).toBe(false);
  });

  it('refuses an adviser link before the farmer has saved the record and the terms', async () => {
    const world = app.world();
    const newcomer = world.farmers.find((f) => f.record === null);
    const client = world.clients.find((c) => c.id === newcomer?.clientId);
    const operateur = world.operateurs.find((o) => o.id === newcomer?.operateurId);
    const res = await call(app, {
      method: 'POST',
      path: `${farmerPath}/conseillers`,
      params: { agri: newcomer?.code ?? '', op: operateur?.code ?? '', client: client?.code ?? '' },
      body: {
        id_agri_cons: null,
        id_conseiller: 1,
        date_debut: '2026-03-01',
        date_fin: '2026-10-31',
        service: 'MILDIOU',
        parcelles_inclues: ['all'],
        parcelles_exclues: [],
      },
    });
    expect(res.statusCode).toBe(409);
  });

  it("lets the external adviser validate a farmer's consent and take the validation back", async () => {
    const token = await tokenOf(app, 'externe');
    const user = async () =>
      (
        await ok<Data<{ externeInfos: { non_valid: number } }>>(app, {
          method: 'GET',
          path: 'user',
          token,
        })
      ).data.externeInfos.non_valid;
    const farmers = async () =>
      (
        await ok<Data<Link[]>>(app, {
          method: 'GET',
          path: 'conseillers/{id}/agriculteurs',
          params: { id: 1 },
          token,
        })
      ).data;
    const pendingBefore = await user();
    const pending = (await farmers()).find((l) => l.validation_conseiller === null);
    const id = pending?.id_valid_cons_agri ?? 0;

    await ok(app, {
      method: 'PUT',
      path: 'conseillers/validation/{id_valid_cons_agri}',
      params: { id_valid_cons_agri: id },
      token,
      body: {},
    });
    const validated = (await farmers()).find((l) => l.id_valid_cons_agri === id);
    expect(validated?.validation_conseiller).toBe(1);
    expect(validated?.date_validation).toBe('2026-06-15');
    expect(await user()).toBe(pendingBefore - 1);

    const admin = await tokenOf(app, 'admin');
    const row = (
      await ok<Data<AdviserRow[]>>(app, { method: 'GET', path: 'conseillers', token: admin })
    ).data.find((a) => a.id_conseiller === 1);
    expect(row?.nb_agris_attente).toBe(pendingBefore - 1);

    await ok(app, {
      method: 'DELETE',
      path: 'conseillers/validation/{id_valid_cons_agri}',
      params: { id_valid_cons_agri: id },
      token,
    });
    expect(
      (await farmers()).find((l) => l.id_valid_cons_agri === id)?.validation_conseiller,
    ).toBeNull();
    expect(await user()).toBe(pendingBefore);
  });

  it("refuses to validate another adviser's link", async () => {
    const token = await tokenOf(app, 'externe');
    const foreign = [...app.world().links.values()].find((l) => l.adviserId !== 1);
    const res = await call(app, {
      method: 'PUT',
      path: 'conseillers/validation/{id_valid_cons_agri}',
      params: { id_valid_cons_agri: foreign?.id_valid_cons_agri ?? 0 },
      token,
      body: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('records the external adviser’s acceptance of the terms', async () => {
    const token = await tokenOf(app, 'externe');
    await ok(app, {
      method: 'POST',
      path: 'conseillers/{id}/cgu',
      params: { id: 1 },
      token,
      body: { cgu: 'v3' },
    });
    const me = await ok<Data<{ externeInfos: { cgu: string } }>>(app, {
      method: 'GET',
      path: 'user',
      token,
    });
    expect(me.data.externeInfos.cgu).toBe('v3');
  });
});

describe('passwords and e-mail', () => {
  const outbox = async () =>
    (await app.inject({ method: 'GET', url: '/__sim/outbox' })).json().data as {
      subject: string;
      body: string;
      recipients: string[];
    }[];

  it('changes the password after checking the old one and the rule', async () => {
    const token = await tokenOf(app, 'conseiller');
    const change = (oldMdp: string, newMdp: string) =>
      call(app, {
        method: 'POST',
        path: 'password/change',
        token,
        body: { mail: 'conseiller@demo.fr', oldMdp, newMdp },
      });

    expect((await change('pas-le-bon', 'Nouveau-Mdp-2026')).json()).toEqual({ envoi: 0 });
    const weak = await change(DEMO_PASSWORD, 'courtsansrien');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain('Le mot de passe doit contenir au moins un chiffre');
    expect((await change(DEMO_PASSWORD, 'Nouveau-Mdp-2026')).json()).toEqual({ envoi: 1 });

    const oldLogin = await call(app, {
      method: 'POST',
      path: 'login',
      body: { login: 'conseiller@demo.fr', password: DEMO_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await call(app, {
      method: 'POST',
      path: 'login',
      body: { login: 'conseiller@demo.fr', password: 'Nouveau-Mdp-2026' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('puts one account back as seeded through the restore test hook, leaving the others', async () => {
    const login = (who: string, password: string) =>
      call(app, { method: 'POST', path: 'login', body: { login: who, password } });
    for (const who of ['conseiller@demo.fr', 'ferti@demo.fr']) {
      const token = (await login(who, DEMO_PASSWORD)).json().token as string;
      await ok(app, {
        method: 'POST',
        path: 'password/change',
        token,
        body: { mail: who, oldMdp: DEMO_PASSWORD, newMdp: 'Nouveau-Mdp-2026' },
      });
    }
    const restore = (who: string) =>
      app.inject({ method: 'POST', url: `/__sim/accounts/${encodeURIComponent(who)}/restore` });
    expect((await restore('conseiller@demo.fr')).statusCode).toBe(200);
    expect((await login('conseiller@demo.fr', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login('ferti@demo.fr', 'Nouveau-Mdp-2026')).statusCode).toBe(200);
    expect((await restore('inconnu@demo.fr')).statusCode).toBe(404);
  });

  it("refuses to change someone else's password", async () => {
    const token = await tokenOf(app, 'conseiller');
    const res = await call(app, {
      method: 'POST',
      path: 'password/change',
      token,
      body: { mail: 'admin@demo.fr', oldMdp: DEMO_PASSWORD, newMdp: 'Nouveau-Mdp-2026' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('mails a new password that then opens the account', async () => {
    const res = await ok<{ envoi: number }>(app, {
      method: 'POST',
      path: 'password/reset',
      body: { mail: 'ferti@demo.fr' },
    });
    expect(res.envoi).toBe(1);
    const mail = (await outbox()).find((m) => m.recipients.includes('ferti@demo.fr'));
    const password = /mot de passe : (\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    const login = await call(app, {
      method: 'POST',
      path: 'login',
      body: { login: 'ferti@demo.fr', password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('sends nothing for an unknown mail or to institute staff', async () => {
    for (const mail of ['inconnu@demo.fr', 'jean.dupont@institut-demo.fr']) {
      expect(await ok(app, { method: 'POST', path: 'password/reset', body: { mail } })).toEqual({
        envoi: 0,
      });
    }
    expect(await outbox()).toEqual([]);
  });

  it('keeps sent e-mails in the outbox', async () => {
    const token = await tokenOf(app, 'admin');
    const body = {
      subject: 'Précédents manquants',
      body: 'Liste jointe',
      recipients: ['conseiller@demo.fr'],
    };
    // The sender is the server's (tests/send-email.test.ts).
    await ok(app, {
      method: 'POST',
      path: 'send-email',
      token,
      body: { ...body, sender: 'admin@demo.fr' },
    });
    expect(await outbox()).toEqual([expect.objectContaining(body)]);
  });
});

describe('reset', () => {
  it('restores the seeded state', async () => {
    const token = await tokenOf(app, 'admin');
    const count = async () =>
      (await ok<Data<unknown[]>>(app, { method: 'GET', path: 'conseillers', token })).data.length;
    const before = await count();
    await ok(app, { method: 'DELETE', path: 'conseillers/{id}', params: { id: 4 }, token });
    expect(await count()).toBe(before - 1);
    await app.inject({ method: 'POST', url: '/__sim/reset' });
    expect(await count()).toBe(before);
  });

  it('exists only with SIM_TEST_HOOKS=1', async () => {
    const plain = startSimulator({ testHooks: false });
    await plain.ready();
    expect((await plain.inject({ method: 'POST', url: '/__sim/reset' })).statusCode).toBe(404);
    expect((await plain.inject({ method: 'GET', url: '/__sim/outbox' })).statusCode).toBe(404);
    await plain.close();
  });
});
