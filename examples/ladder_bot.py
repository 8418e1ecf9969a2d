#!/usr/bin/env python3
"""A Turnover ladder bot in plain Python (docs/bot-protocol.md): one JSON line in per decision, one JSON line out.

It picks one of the legal actions at random. Enter it in a ladder as
{"name": "py", "command": ["python3", "examples/ladder_bot.py"]}.
"""
import json
import random
import sys

rng = random.Random(1)

for line in sys.stdin:
    message = json.loads(line)
    # message["view"] is what this seat sees; message["decision"]["kind"] says what is asked.
    choice = rng.randrange(len(message["actions"]))
    print(json.dumps({"index": choice}), flush=True)
