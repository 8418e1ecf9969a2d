#!/usr/bin/env python3
"""A Turnover ladder bot as a WebSocket server (docs/bot-protocol.md), with the `websockets` package (14 or later).

It picks one of the legal actions at random: the stdin bot (ladder_bot.py) with `async for` in place of
`for line in sys.stdin`. Start it, then enter it in a ladder by its address:
    python3 examples/ladder_bot_ws.py 8765
    {"name": "pyws", "url": "ws://127.0.0.1:8765"}
Port 0 picks a free port; the address is printed.
"""
import asyncio
import json
import random
import sys

from websockets.asyncio.server import serve

rng = random.Random(1)


async def seat(websocket):
    # One connection is one seat of one match: the ladder closes it when the match ends.
    async for message in websocket:
        question = json.loads(message)
        choice = rng.randrange(len(question["actions"]))
        await websocket.send(json.dumps({"index": choice}))


async def main(port):
    async with serve(seat, "127.0.0.1", port) as server:
        print(f"listening on ws://127.0.0.1:{server.sockets[0].getsockname()[1]}", flush=True)
        await server.serve_forever()


asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 8765))
