import { setTimeout as delay } from 'node:timers/promises';
import { catalogue, Status, StatusMessage } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { databaseScope } from '../db/current';
import { databaseFile, type Env } from '../env';
import { redactUrl } from '../kit/framework-errors';
import { forgetSessions } from '../plugins/auth';
import { sendEnvelope } from '../plugins/envelope';
import { clock } from './clock';
import { delayOf, type Fault, FaultRules, faultInput } from './faults';
import { controlPage } from './page';
import { maxScenarios, Scenarios, scenarioHeader } from './scenarios';
import { clockBody, idParam, nameParam, outboxQuery, requestsQuery } from './schemas';
import { pristine, Snapshots, snapshotName } from './snapshots';
import { upstreamProxy } from './upstream';

/**
 * The stub's control surface (docs/dev-kit.md): reset and snapshots, faults and latency, the clock, the outbox and a
 * request log, under `/__stub`, outside the call catalogue. On by default in development, off in production and in
 * compose unless STUB_CONTROL=on.
 */
export const controlPrefix = '/__stub';

export interface RequestLogEntry {
  time: string;
  method: string;
  url: string;
  callId: string | null;
  httpStatus: number;
  /** The envelope's status, when the answer was an envelope. */
  status: number | null;
  ms: number;
  fault: Fault['kind'] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    stubFault?: Fault;
    stubEnvelopeStatus?: number;
  }
}

const logSize = 200;
const tag = ['stub control'];
const faultDefaults: Record<number, string> = {
  [Status.badRequest]: StatusMessage.failed,
  [Status.unauthorized]: StatusMessage.tokenInvalid,
  [Status.forbidden]: StatusMessage.forbidden,
  [Status.serverError]: StatusMessage.systemError,
};

const ok = (data: unknown) => ({ status: Status.ok, message: StatusMessage.ok, data });
const envelopeStatus = /^\{"status":(\d{3}),/;

export const devKitPlugin = fp<{ env: Env; implemented: ReadonlySet<string> }>(
  async (app, { env, implemented }) => {
    const faults = new FaultRules();
    const snapshots = new Snapshots(databaseFile(env.DATABASE_URL), () => app.db);
    const scenarios = new Scenarios(() => snapshots.fileOf(pristine));
    const log: RequestLogEntry[] = [];
    const calls = new Map(catalogue.map((c) => [`${c.method} ${c.path}`, c]));
    const callOf = (request: FastifyRequest) => calls.get(`${request.method} ${request.routeOptions.url}`);
    const callIdOf = (request: FastifyRequest) => callOf(request)?.id ?? null;
    const isControl = (request: FastifyRequest) => request.url.startsWith(controlPrefix);

    const restore = async (name: string) => {
      const started = performance.now();
      const found = await snapshots.restore(name);
      // Nothing remembered from before the restore survives it: resolved sessions, reference answers.
      forgetSessions(app.db);
      app.referenceAnswers.clear();
      app.readAnswers.clear();
      return found ? Math.round(performance.now() - started) : null;
    };

    // Resolves once the snapshot is fixed in time and the change log is on; the copy goes on while the stub answers.
    app.addHook('onReady', async () => snapshots.take(pristine));
    app.addHook('onClose', async () => {
      clock.reset();
      await snapshots.close();
      await scenarios.close();
    });

    // A request naming a scenario runs, hooks and handler and background jobs it queues, on that scenario's database.
    app.addHook('onRequest', (request, reply, done) => {
      const name = request.headers[scenarioHeader];
      if (name === undefined || isControl(request)) return done();
      if (typeof name !== 'string' || !snapshotName.test(name)) {
        sendEnvelope(reply, env, Status.badRequest, `${scenarioHeader}: a scenario name is a-z, 0-9, - and _`, null);
        return;
      }
      scenarios.use(name).then(
        (db) => {
          if (db) return databaseScope.run(db, done);
          sendEnvelope(reply, env, Status.badRequest, `at most ${maxScenarios} scenarios: drop one first`, null);
        },
        (error: unknown) => done(error as Error),
      );
    });

    app.addHook('onRequest', async (request, reply) => {
      if (isControl(request)) return;
      const fault = faults.take(callIdOf(request) ?? undefined, request.url.split('?')[0] ?? request.url);
      if (!fault) return;
      request.stubFault = fault;
      const ms = delayOf(fault);
      if (ms > 0) await delay(ms);
      switch (fault.kind) {
        case 'envelope': {
          const status = fault.status ?? Status.serverError;
          return sendEnvelope(reply, env, status, fault.message ?? faultDefaults[status] ?? '', null);
        }
        case 'body':
          return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify(fault.body));
        case 'http':
          return reply
            .code(fault.httpStatus ?? 502)
            .type('text/html; charset=utf-8')
            .send(`<html><body><h1>${fault.httpStatus} (fault injected by the stub)</h1></body></html>`);
        case 'drop':
          request.raw.socket.destroy();
          return reply.hijack();
      }
    });

    const proxy = upstreamProxy(app, env, implemented, callOf);

    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload === 'string') {
        const status = envelopeStatus.exec(payload)?.[1];
        if (status) request.stubEnvelopeStatus = Number(status);
      }
      if (request.stubFault?.kind !== 'truncate' || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
        return payload;
      // The whole length announced, half the bytes sent, the connection closed: a body cut off in transit.
      const bytes = Buffer.from(payload);
      reply.header('content-length', bytes.length);
      reply.raw.once('finish', () => request.raw.socket.destroy());
      return bytes.subarray(0, Math.floor(bytes.length / 2));
    });

    app.addHook('onResponse', async (request, reply) => {
      if (isControl(request) || request.url.startsWith('/docs')) return;
      log.push({
        time: new Date().toISOString(),
        method: request.method,
        url: redactUrl(request.url),
        callId: callIdOf(request),
        httpStatus: reply.statusCode,
        status: request.stubEnvelopeStatus ?? null,
        ms: Math.round(reply.elapsedTime),
        fault: request.stubFault?.kind ?? null,
      });
      if (log.length > logSize) log.splice(0, log.length - logSize);
    });

    app.get(`${controlPrefix}/scenarios`, { schema: { tags: tag, summary: 'Scenarios in use' } }, async () =>
      ok(await scenarios.list()),
    );
    app.delete(
      `${controlPrefix}/scenarios/:name`,
      {
        schema: { tags: tag, summary: 'Drop a scenario: its next request starts from the fixtures', params: nameParam },
      },
      async (request, reply) => {
        const { name } = request.params as z.infer<typeof nameParam>;
        if (!(await scenarios.drop(name)))
          return sendEnvelope(reply, env, Status.badRequest, `no scenario named ${name}`, null);
        return ok(await scenarios.list());
      },
    );

    const state = async () => ({
      clock: clock.state(),
      faults: faults.list(),
      snapshots: snapshots.names(),
      scenarios: await scenarios.list(),
      httpStatusMode: env.HTTP_STATUS_MODE,
    });

    app.get(controlPrefix, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(controlPage),
    );
    app.get(
      `${controlPrefix}/state`,
      { schema: { tags: tag, summary: 'Faults, clock, snapshots and scenarios in force' } },
      async () => ok(await state()),
    );
    app.post(
      `${controlPrefix}/reset`,
      { schema: { tags: tag, summary: 'Restore the fixtures as seeded; drop faults and the clock' } },
      async () => {
        faults.clear();
        clock.reset();
        return ok({ ms: await restore(pristine) });
      },
    );

    app.get(`${controlPrefix}/snapshots`, { schema: { tags: tag, summary: 'Snapshots taken' } }, () =>
      ok(snapshots.names()),
    );
    app.post(
      `${controlPrefix}/snapshots`,
      { schema: { tags: tag, summary: 'Take a named snapshot of the database', body: nameParam } },
      async (request, reply) => {
        const { name } = request.body as z.infer<typeof nameParam>;
        if (name === pristine) return sendEnvelope(reply, env, Status.badRequest, 'pristine is the seeded state', null);
        await snapshots.take(name);
        await snapshots.fileOf(name);
        return ok(snapshots.names());
      },
    );
    app.post(
      `${controlPrefix}/snapshots/:name/restore`,
      { schema: { tags: tag, summary: 'Restore a named snapshot', params: nameParam } },
      async (request, reply) => {
        const { name } = request.params as z.infer<typeof nameParam>;
        const ms = await restore(name);
        if (ms === null) return sendEnvelope(reply, env, Status.badRequest, `no snapshot named ${name}`, null);
        return ok({ ms });
      },
    );
    app.delete(
      `${controlPrefix}/snapshots/:name`,
      { schema: { tags: tag, summary: 'Drop a named snapshot', params: nameParam } },
      async (request, reply) => {
        const { name } = request.params as z.infer<typeof nameParam>;
        if (!(await snapshots.drop(name)))
          return sendEnvelope(reply, env, Status.badRequest, `no snapshot named ${name}`, null);
        return ok(snapshots.names());
      },
    );

    app.get(
      `${controlPrefix}/drift`,
      { schema: { tags: tag, summary: 'Proxy mode: answers of the upstream host that differ from the contract' } },
      () => ok(proxy.state()),
    );

    app.get(`${controlPrefix}/faults`, { schema: { tags: tag, summary: 'Faults in force' } }, () => ok(faults.list()));
    app.post(
      `${controlPrefix}/faults`,
      { schema: { tags: tag, summary: 'Add a fault or latency rule', body: faultInput } },
      async (request) => ok(faults.add(request.body as z.infer<typeof faultInput>)),
    );
    app.delete(`${controlPrefix}/faults`, { schema: { tags: tag, summary: 'Remove every fault' } }, () => {
      faults.clear();
      return ok([]);
    });
    app.delete(
      `${controlPrefix}/faults/:id`,
      { schema: { tags: tag, summary: 'Remove one fault', params: idParam } },
      async (request, reply) => {
        const { id } = request.params as z.infer<typeof idParam>;
        if (!faults.remove(id)) return sendEnvelope(reply, env, Status.badRequest, `no fault ${id}`, null);
        return ok(faults.list());
      },
    );

    app.get(`${controlPrefix}/clock`, { schema: { tags: tag, summary: "The stub's now" } }, () => ok(clock.state()));
    app.put(
      `${controlPrefix}/clock`,
      { schema: { tags: tag, summary: "Set the stub's now", body: clockBody } },
      async (request) => {
        const body = request.body as z.infer<typeof clockBody>;
        if (body.now !== undefined) clock.set(new Date(body.now), body.frozen);
        else clock.advance(body.advanceMs ?? 0);
        forgetSessions(app.db);
        // Answers that moved with the time (reminders, deadlines) are read again.
        app.readAnswers.clear();
        return ok(clock.state());
      },
    );
    app.delete(`${controlPrefix}/clock`, { schema: { tags: tag, summary: 'Back to the real time' } }, () => {
      clock.reset();
      forgetSessions(app.db);
      app.readAnswers.clear();
      return ok(clock.state());
    });

    app.get(
      `${controlPrefix}/outbox`,
      {
        schema: { tags: tag, summary: 'Messages the stub sent (reset codes), newest first', querystring: outboxQuery },
      },
      async (request) => {
        const { loginAccount } = request.query as z.infer<typeof outboxQuery>;
        const rows = await app.db.outbox.findMany({
          where: loginAccount ? { account: { loginAccount } } : {},
          include: { account: { select: { loginAccount: true } } },
          orderBy: { id: 'desc' },
          take: 50,
        });
        return ok(
          rows.map((r) => ({
            loginAccount: r.account.loginAccount,
            channel: r.channel,
            to: r.to,
            text: r.text,
            createTime: r.createTime.toISOString(),
          })),
        );
      },
    );
    app.get(
      `${controlPrefix}/requests`,
      { schema: { tags: tag, summary: 'The latest calls, newest first', querystring: requestsQuery } },
      async (request) => {
        const { limit } = request.query as z.infer<typeof requestsQuery>;
        return ok(log.slice(-limit).reverse());
      },
    );
  },
  { name: 'dev-kit', dependencies: ['database', 'envelope'] },
);
