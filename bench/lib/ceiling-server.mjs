// The ceiling of a read or a write: a bare Fastify server answering captured bytes, in its own process.
// Reads one JSON spec on stdin: { answers: [{ method, url, status, headers, body (base64) }] }, where `url` is a
// path or `*` (any path of that method). Bodies sent as JSON are parsed by Fastify as the service's are, then
// the answer is the captured one, byte for byte. Prints its port.
import { Buffer } from 'node:buffer';
import process from 'node:process';
import Fastify from 'fastify';
import { readSpec } from './child-io.mjs';

const spec = await readSpec();

const answers = new Map();
for (const answer of spec.answers) {
  answers.set(`${answer.method} ${answer.url}`, { ...answer, bytes: Buffer.from(answer.body, 'base64') });
}

const app = Fastify({ logger: false });
for (const method of new Set(spec.answers.map((answer) => answer.method))) {
  app.route({
    method,
    url: '/*',
    handler(request, reply) {
      const answer = answers.get(`${method} ${request.url}`) ?? answers.get(`${method} *`);
      if (answer === undefined) return reply.code(404).send({ detail: 'no captured answer' });
      reply.code(answer.status).headers(answer.headers);
      return reply.send(answer.bytes);
    },
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
