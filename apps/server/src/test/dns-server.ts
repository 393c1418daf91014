import dns2 from 'dns2';

const { Packet } = dns2;
// The package's types lack the RCODE table and type answers as class instances; plain objects are what it encodes.
const RCODE = (Packet as unknown as { RCODE: { NXDOMAIN: number; SERVFAIL: number } }).RCODE;
const answer = (record: Omit<dns2.Packet.Resource, 'toBuffer'>) => record as dns2.Packet.Resource;

/** What the test server answers for one name. */
export type TestDnsRecord = { cname: string } | { a: string[] } | { txt: string[] } | { servfail: true };

export interface TestDnsServer {
  /** For DNS_SERVERS: '127.0.0.1:{port}'. */
  address: string;
  /** Lowercase names; change it between checks. Unknown names answer NXDOMAIN. */
  zone: Map<string, TestDnsRecord>;
  close(): Promise<void>;
}

/**
 * A real DNS server (UDP, dns2) on 127.0.0.1 and a random port, answering A, CNAME and TXT queries
 * from `zone` the way an authoritative server would: a CNAME name answers its CNAME to any query.
 */
export async function startTestDnsServer(): Promise<TestDnsServer> {
  const zone = new Map<string, TestDnsRecord>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const record = question ? zone.get(question.name.toLowerCase()) : undefined;
      if (!question || !record) {
        response.header.rcode = RCODE.NXDOMAIN;
      } else if ('servfail' in record) {
        response.header.rcode = RCODE.SERVFAIL;
      } else if ('cname' in record) {
        response.answers.push(
          answer({
            name: question.name,
            type: Packet.TYPE.CNAME,
            class: Packet.CLASS.IN,
            ttl: 60,
            domain: record.cname,
          }),
        );
      } else if ('txt' in record) {
        if (question.type === Packet.TYPE.TXT) {
          for (const data of record.txt) {
            response.answers.push(
              answer({ name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data }),
            );
          }
        }
      } else if (question.type === Packet.TYPE.A) {
        for (const address of record.a) {
          response.answers.push(
            answer({ name: question.name, type: Packet.TYPE.A, class: Packet.CLASS.IN, ttl: 60, address }),
          );
        }
      }
      void send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { port } = server.addresses().udp as { port: number };
  return { address: `127.0.0.1:${port}`, zone, close: () => server.close() };
}
