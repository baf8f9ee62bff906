// The ceiling: a bare Fastify route on the same machine, answering a small JSON body. Prints its port.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', () => ({ status: 'ok' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
