// The round-robin proxy as a process of its own, as a load balancer runs beside the servers: for
// the bench, whose own process generates the load and would otherwise also carry the proxy's.
// PORT, and UPSTREAMS as a comma-separated list of the servers' ports.
import { startRoundRobinProxy } from './round-robin-proxy.ts';

const upstreams = (process.env.UPSTREAMS ?? '').split(',').map(Number).filter((port) => port > 0);
if (!upstreams.length) throw new Error('UPSTREAMS: the ports of the servers, e.g. 8080,8081');
await startRoundRobinProxy({ port: Number(process.env.PORT), upstreams });
