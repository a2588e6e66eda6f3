// The ceiling for the API benchmark: a bare Node HTTP server answering every request with one
// file's bytes, read once. Run as its own process: node static-server.mjs <file> <port>.
import fs from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const body = fs.readFileSync(file);
http
  .createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
      res.end(body);
    });
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
