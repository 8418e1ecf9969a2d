#!/usr/bin/env node
// A Turnover ladder bot as a WebSocket server (docs/bot-protocol.md): one JSON message in per decision, one out.
//
// It picks one of the legal actions at random. Start it, then enter it in a ladder by its address:
//   node examples/ladder_bot_ws.mjs 8765
//   {"name": "ws", "url": "ws://127.0.0.1:8765"}
// The ladder opens one connection per seat per match and closes it when the match ends, so each connection is
// answered on its own and nothing is kept between them. Port 0 picks a free port; the address is printed.
import { WebSocketServer } from 'ws';

const port = Number(process.argv[2] ?? 8765);
const server = new WebSocketServer({ host: '127.0.0.1', port });

server.on('connection', (socket) => {
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    // message.view is what this seat sees; message.decision.kind says what is asked.
    const choice = Math.floor(Math.random() * message.actions.length);
    socket.send(JSON.stringify({ index: choice }));
  });
});
server.on('listening', () => console.log(`listening on ws://127.0.0.1:${server.address().port}`));
