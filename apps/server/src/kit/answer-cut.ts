import type { FastifyReply } from 'fastify';

/**
 * Runs `run` once when the connection of an answer closes after the answer's head was sent but before the answer
 * finished: what Fastify's own end of a request never sees.
 *
 * Fastify runs the onResponse hooks, and writes the request's log line (its LogController's `requestCompleted`), when
 * the answer's last byte has been handed to the connection ('finish') or the answer fails ('error'). A client that
 * closes the connection the moment it holds every byte Content-Length announced can do so before a streamed file's
 * answer finishes (the file's stream has still to find its end before the answer is ended): about 1 in 5 downloads of a
 * stored file. A client that stops a transfer midway does the same. Such an answer never finishes, so neither happens;
 * this is for them, and never for an answer Fastify completes, nor for a request nothing was answered to (a dropped
 * connection, the drop fault). Call it before the answer is sent (an onRequest hook).
 */
export const onAnswerCut = (reply: FastifyReply, run: () => void): void => {
  const res = reply.raw;
  let failed = false;
  res.once('error', () => {
    failed = true;
  });
  res.once('close', () => {
    if (res.headersSent && !res.writableFinished && !failed) run();
  });
};
