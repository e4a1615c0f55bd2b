// autocannon in a child process over many requests in turn (the same order on every run), for a route whose
// answers the server could keep per request: `node rotating-load.mjs <json>` with { url, file, connections,
// seconds }, `file` holding a JSON array of { path, method?, body? }; prints autocannon's result as JSON, as
// its CLI's -j does.
import fs from 'node:fs';
import autocannon from 'autocannon';

const { url, file, connections, seconds } = JSON.parse(process.argv[2]);
const requests = JSON.parse(fs.readFileSync(file, 'utf8'));
let next = 0;
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  requests: [
    {
      setupRequest: (request) => {
        const { path, method = 'GET', body } = requests[next++ % requests.length];
        return { ...request, path, method, body, headers: body ? { 'content-type': 'application/json' } : {} };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
