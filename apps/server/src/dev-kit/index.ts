import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { api, catalogue, Status, StatusMessage } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { databaseScope } from '../db/current';
import { databaseFile, type Env } from '../env';
import { onAnswerCut } from '../kit/answer-cut';
import { redactUrl } from '../kit/framework-errors';
import { accountGuard } from '../modules/account/guard';
import { forgetSessions } from '../plugins/auth';
import { sendEnvelope } from '../plugins/envelope';
import { clockRangeMessage, clockScope, mainClock } from './clock';
import { delayOf, type Fault, FaultRefused, FaultRules, faultInput, faultLimits } from './faults';
import { controlGuard } from './guard';
import { controlPage } from './page';
import { type Scenario, ScenarioRefused, Scenarios, type StubScope, scenarioHeader, scenarioScope } from './scenarios';
import { clockBody, idParam, nameParam, outboxQuery, requestsQuery } from './schemas';
import { pristine, SnapshotRefused, Snapshots, snapshotName } from './snapshots';
import { upstreamProxy } from './upstream';

/**
 * The stub's control surface (docs/dev-kit.md): reset and snapshots, faults and latency, the clock, the outbox and a
 * request log, under `/__stub`, outside the call catalogue; and scenarios, each with its own database, faults, clock,
 * snapshots and reset. On by default in development, off in production and in compose unless STUB_CONTROL=on; only
 * the developer at this machine may use it (dev-kit/guard.ts).
 */
export const controlPrefix = '/__stub';

export interface RequestLogEntry {
  time: string;
  /** The scenario the request worked in; null: the main database. */
  scenario: string | null;
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
    stubScenario?: Scenario;
  }
  interface FastifyInstance {
    /** The scenarios in use (docs/dev-kit.md "Scenarios"); tests look at their databases. */
    scenarios: Scenarios;
  }
  interface FastifyContextConfig {
    /** A control route that acts on the scope a request names (its scenario, or the main database). */
    scoped?: boolean;
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
    const guard = controlGuard(env);
    const main: StubScope = {
      name: null,
      db: app.db,
      clock: mainClock,
      faults: new FaultRules(),
      snapshots: new Snapshots(databaseFile(env.DATABASE_URL), () => app.db),
    };
    const scenarios = new Scenarios(() => main.snapshots.fileOf(pristine), env.STUB_SCENARIO_IDLE_MINUTES * 60_000);
    app.decorate('scenarios', scenarios);
    /** The scope of the request at hand: its scenario's, or the main database's. */
    const scope = (): StubScope => scenarioScope.getStore() ?? main;
    const log: RequestLogEntry[] = [];
    const calls = new Map(catalogue.map((c) => [`${c.method} ${c.path}`, c]));
    const callOf = (request: FastifyRequest) => calls.get(`${request.method} ${request.routeOptions.url}`);
    const callIdOf = (request: FastifyRequest) => callOf(request)?.id ?? null;
    const isControl = (request: FastifyRequest) => request.url.startsWith(controlPrefix);
    const refuse = (reply: FastifyReply, status: number, message: string) =>
      sendEnvelope(reply, env, status, message, null);

    /** The request log's entry of an answered request (not the control surface's, not the document's). */
    const record = (request: FastifyRequest, reply: FastifyReply, scenario = request.stubScenario?.name ?? null) => {
      if (isControl(request) || request.url.startsWith('/docs')) return;
      log.push({
        time: new Date().toISOString(),
        scenario,
        method: request.method,
        url: redactUrl(request.url),
        callId: callIdOf(request),
        httpStatus: reply.statusCode,
        status: request.stubEnvelopeStatus ?? null,
        ms: Math.round(reply.elapsedTime),
        fault: request.stubFault?.kind ?? null,
      });
      if (log.length > logSize) log.splice(0, log.length - logSize);
    };
    /** Puts the scope's database back as `name` has it; null when there is no such snapshot. */
    const restore = async (name: string) => {
      const started = performance.now();
      const found = await scope().snapshots.restore(name);
      // Nothing remembered from before the restore survives it: resolved sessions, kept answers.
      forgetSessions(app.db);
      app.referenceAnswers.clear();
      app.readAnswers.clear();
      return found ? Math.round(performance.now() - started) : null;
    };
    /**
     * The scope back to the fixtures: its data, no fault, the real time. The main database's reset also forgets the
     * login throttling's counters (kept in memory for the whole stub), as a restart would.
     */
    const reset = async () => {
      scope().faults.clear();
      scope().clock.reset();
      if (!scope().name) accountGuard(app.db).forget();
      return restore(pristine);
    };

    // Resolves once the snapshot is fixed in time and the change log is on; the copy goes on while the stub answers.
    app.addHook('onReady', async () => main.snapshots.take(pristine));
    app.addHook('onClose', async () => {
      main.clock.reset();
      await main.snapshots.close();
      await scenarios.close();
    });

    /**
     * Runs the rest of the request (hooks, handler, background jobs it queues) in the scenario's scope. When the
     * answer has gone (or the connection with it: a dropped one never reaches onResponse), a scenario a failed sign-in
     * made is dropped again: anonymous requests cannot fill the slots.
     */
    const enter = (request: FastifyRequest, reply: FastifyReply, scenario: Scenario, done: () => void) => {
      request.stubScenario = scenario;
      scenario.inFlight++;
      scenario.requests++;
      reply.raw.once('close', () => {
        scenario.inFlight--;
        if (callIdOf(request) === api.account.login.id && request.stubEnvelopeStatus === Status.ok)
          scenario.claimed = true;
        if (!scenario.claimed && scenario.inFlight === 0)
          scenarios.drop(scenario.name).catch((error: unknown) => app.log.error({ err: error }, 'dropping a scenario'));
      });
      databaseScope.run(scenario.db, () => clockScope.run(scenario.clock, () => scenarioScope.run(scenario, done)));
    };

    // Every answered request once: when its answer finishes (onResponse), or when the client closes the connection
    // before it does, which Fastify's hooks never see (a download closed on its last byte, kit/answer-cut.ts), or when
    // Fastify answered it itself.
    app.addHook('onResponse', async (request, reply) => record(request, reply));
    // Requests Fastify refuses before routing them (a path that does not decode) run no hook at all: the scenario their
    // header names, when it exists, is theirs in the log.
    app.onFrameworkAnswer((request, reply, status) => {
      request.stubEnvelopeStatus = status;
      const name = request.headers[scenarioHeader];
      record(request, reply, typeof name === 'string' && scenarios.find(name) ? name : null);
    });
    app.addHook('onRequest', (request, reply, done) => {
      onAnswerCut(reply, () => record(request, reply));
      done();
    });

    // Who may use the control surface, and which scope a request works in.
    app.addHook('onRequest', (request, reply, done) => {
      const control = isControl(request);
      const name = request.headers[scenarioHeader];
      if (control || name !== undefined) {
        const refusal = guard(request, { write: control && request.method !== 'GET' });
        if (refusal) return refuse(reply, Status.forbidden, refusal);
      }
      if (name === undefined || (control && !request.routeOptions.config.scoped)) return done();
      if (typeof name !== 'string' || !snapshotName.test(name))
        return refuse(reply, Status.badRequest, `${scenarioHeader}: a scenario name is a-z, 0-9, - and _, up to 40`);
      // A control call names its scenario on purpose, and a sign-in makes one; any other call needs it to exist.
      const makes = control || callIdOf(request) === api.account.login.id;
      const existing = scenarios.find(name);
      if (!existing && !makes)
        return refuse(
          reply,
          Status.badRequest,
          `no scenario named ${name}: a sign-in with the ${scenarioHeader} header makes it, or POST /__stub/scenarios`,
        );
      scenarios.use(name, { claim: control }).then(
        (scenario) => enter(request, reply, scenario, done),
        (error: unknown) => {
          if (error instanceof ScenarioRefused) refuse(reply, Status.badRequest, error.message);
          else done(error as Error);
        },
      );
    });

    app.addHook('onRequest', async (request, reply) => {
      if (isControl(request)) return;
      const fault = scope().faults.take(callIdOf(request) ?? undefined, request.url.split('?')[0] ?? request.url);
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
      // The whole length announced, half the bytes sent, the connection closed: a transfer cut off, which a client
      // sees as an error reading the body. A stream, because Fastify corrects a string's or buffer's length.
      const bytes = Buffer.from(payload);
      reply.header('content-length', bytes.length);
      reply.raw.once('finish', () => request.raw.socket.destroy());
      return Readable.from([bytes.subarray(0, Math.floor(bytes.length / 2))]);
    });

    const scoped = { scoped: true };

    app.get(`${controlPrefix}/scenarios`, { schema: { tags: tag, summary: 'Scenarios in use' } }, async () =>
      ok(await scenarios.list()),
    );
    app.post(
      `${controlPrefix}/scenarios`,
      { schema: { tags: tag, summary: 'Make a scenario (or keep the one of that name)', body: nameParam } },
      async (request, reply) => {
        const { name } = request.body as z.infer<typeof nameParam>;
        try {
          await scenarios.use(name, { claim: true });
        } catch (error) {
          if (error instanceof ScenarioRefused) return refuse(reply, Status.badRequest, error.message);
          throw error;
        }
        return ok(await scenarios.list());
      },
    );
    app.delete(
      `${controlPrefix}/scenarios/:name`,
      {
        schema: { tags: tag, summary: 'Drop a scenario: its next request starts from the fixtures', params: nameParam },
      },
      async (request, reply) => {
        const { name } = request.params as z.infer<typeof nameParam>;
        if (!(await scenarios.drop(name))) return refuse(reply, Status.badRequest, `no scenario named ${name}`);
        return ok(await scenarios.list());
      },
    );

    const state = async () => {
      const s = scope();
      return {
        scenario: s.name,
        clock: s.clock.state(),
        // Without the bodies: the list (GET /__stub/faults) has them.
        faults: s.faults.summaries(),
        snapshots: s.snapshots.names(),
        scenarios: await scenarios.list(),
        httpStatusMode: env.HTTP_STATUS_MODE,
      };
    };

    app.get(controlPrefix, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(controlPage),
    );
    app.get(
      `${controlPrefix}/state`,
      {
        config: scoped,
        schema: { tags: tag, summary: 'Faults, clock and snapshots in force in the scope; scenarios' },
      },
      async () => ok(await state()),
    );
    app.post(
      `${controlPrefix}/reset`,
      {
        config: scoped,
        schema: { tags: tag, summary: "The scope's fixtures as seeded, no fault, the real time" },
      },
      async () => ok({ ms: await reset() }),
    );
    app.post(
      `${controlPrefix}/reset/all`,
      { schema: { tags: tag, summary: 'The main database reset, every scenario dropped' } },
      async () => {
        const names = (await scenarios.list()).map((s) => s.name);
        for (const name of names) await scenarios.drop(name);
        return ok({ ms: await reset(), scenariosDropped: names.length });
      },
    );

    app.get(`${controlPrefix}/snapshots`, { config: scoped, schema: { tags: tag, summary: 'Snapshots taken' } }, () =>
      ok(scope().snapshots.names()),
    );
    app.post(
      `${controlPrefix}/snapshots`,
      { config: scoped, schema: { tags: tag, summary: 'Take a named snapshot of the database', body: nameParam } },
      async (request, reply) => {
        const { name } = request.body as z.infer<typeof nameParam>;
        if (name === pristine) return refuse(reply, Status.badRequest, 'pristine is the seeded state');
        const { snapshots } = scope();
        try {
          await snapshots.take(name);
        } catch (error) {
          if (error instanceof SnapshotRefused) return refuse(reply, Status.badRequest, error.message);
          throw error;
        }
        await snapshots.fileOf(name);
        return ok(snapshots.names());
      },
    );
    app.post(
      `${controlPrefix}/snapshots/:name/restore`,
      { config: scoped, schema: { tags: tag, summary: 'Restore a named snapshot', params: nameParam } },
      async (request, reply) => {
        const { name } = request.params as z.infer<typeof nameParam>;
        const ms = await restore(name);
        if (ms === null) return refuse(reply, Status.badRequest, `no snapshot named ${name}`);
        return ok({ ms });
      },
    );
    app.delete(
      `${controlPrefix}/snapshots/:name`,
      { config: scoped, schema: { tags: tag, summary: 'Drop a named snapshot', params: nameParam } },
      async (request, reply) => {
        const { name } = request.params as z.infer<typeof nameParam>;
        // Listed like the others, but kept: what a reset puts back.
        if (name === pristine)
          return refuse(
            reply,
            Status.badRequest,
            'pristine cannot be deleted: it is the seeded state, which a reset puts back',
          );
        if (!(await scope().snapshots.drop(name))) return refuse(reply, Status.badRequest, `no snapshot named ${name}`);
        return ok(scope().snapshots.names());
      },
    );

    app.get(
      `${controlPrefix}/drift`,
      { schema: { tags: tag, summary: 'Proxy mode: answers of the upstream host that differ from the contract' } },
      () => ok(proxy.state()),
    );

    app.get(`${controlPrefix}/faults`, { config: scoped, schema: { tags: tag, summary: 'Faults in force' } }, () =>
      ok(scope().faults.list()),
    );
    app.post(
      `${controlPrefix}/faults`,
      {
        config: scoped,
        // Room for a body a little over its limit, however it is written, to be refused with its own message.
        bodyLimit: 2 * faultLimits.bodyBytes,
        schema: { tags: tag, summary: 'Add a fault or latency rule', body: faultInput },
      },
      async (request, reply) => {
        try {
          return ok(scope().faults.add(request.body as z.infer<typeof faultInput>));
        } catch (error) {
          if (error instanceof FaultRefused) return refuse(reply, Status.badRequest, error.message);
          throw error;
        }
      },
    );
    app.delete(
      `${controlPrefix}/faults`,
      { config: scoped, schema: { tags: tag, summary: 'Remove every fault' } },
      () => {
        scope().faults.clear();
        return ok([]);
      },
    );
    app.delete(
      `${controlPrefix}/faults/:id`,
      { config: scoped, schema: { tags: tag, summary: 'Remove one fault', params: idParam } },
      async (request, reply) => {
        const { id } = request.params as z.infer<typeof idParam>;
        const { faults } = scope();
        if (!faults.remove(id)) return refuse(reply, Status.badRequest, `no fault ${id}`);
        return ok(faults.list());
      },
    );

    app.get(`${controlPrefix}/clock`, { config: scoped, schema: { tags: tag, summary: "The scope's now" } }, () =>
      ok(scope().clock.state()),
    );
    app.put(
      `${controlPrefix}/clock`,
      { config: scoped, schema: { tags: tag, summary: "Set the scope's now", body: clockBody } },
      async (request, reply) => {
        const body = request.body as z.infer<typeof clockBody>;
        const { clock } = scope();
        // The clock judges the range and takes the offset from one reading of the real time.
        const set =
          body.now !== undefined
            ? clock.set(Date.parse(body.now), body.frozen ?? false)
            : clock.advance(body.advanceMs ?? 0, body.frozen);
        if (!set) return refuse(reply, Status.badRequest, clockRangeMessage);
        forgetSessions(app.db);
        // Answers that moved with the time (reminders, deadlines) are read again.
        app.readAnswers.clear();
        return ok(clock.state());
      },
    );
    app.delete(
      `${controlPrefix}/clock`,
      { config: scoped, schema: { tags: tag, summary: 'Back to the real time' } },
      () => {
        const { clock } = scope();
        clock.reset();
        forgetSessions(app.db);
        app.readAnswers.clear();
        return ok(clock.state());
      },
    );

    // Stub-wide (the export queue is one for every scope): browser tests see a record 生成中 until they let it go.
    app.get(`${controlPrefix}/exports/hold`, { schema: { tags: tag, summary: 'Whether exports are held' } }, () =>
      ok(app.jobs.holdState),
    );
    app.put(
      `${controlPrefix}/exports/hold`,
      { schema: { tags: tag, summary: 'Hold every export queued from now on (生成中) until released' } },
      () => {
        app.jobs.holdQueued(true);
        return ok(app.jobs.holdState);
      },
    );
    app.post(
      `${controlPrefix}/exports/release`,
      { schema: { tags: tag, summary: 'Let the held exports run; later ones are held again while the hold is on' } },
      () => {
        app.jobs.release();
        return ok(app.jobs.holdState);
      },
    );
    app.delete(
      `${controlPrefix}/exports/hold`,
      { schema: { tags: tag, summary: 'Stop holding exports; the held ones run' } },
      () => {
        app.jobs.holdQueued(false);
        return ok(app.jobs.holdState);
      },
    );

    app.get(
      `${controlPrefix}/outbox`,
      {
        config: scoped,
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
      {
        schema: {
          tags: tag,
          summary: 'The latest calls, newest first (with a scenario header: that scenario’s)',
          querystring: requestsQuery,
        },
      },
      async (request) => {
        const { limit } = request.query as z.infer<typeof requestsQuery>;
        const name = request.headers[scenarioHeader];
        const mine = typeof name === 'string' ? log.filter((e) => e.scenario === name) : log;
        return ok(mine.slice(-limit).reverse());
      },
    );
  },
  { name: 'dev-kit', dependencies: ['database', 'envelope'] },
);
