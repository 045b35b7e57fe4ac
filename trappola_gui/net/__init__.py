"""Play a friend: the table server and its clients (docs/net-protocol.md).

The server decides; each seat sees only its own observation. Over engine/ and ai/, beside
storage/; nothing here imports pygame, so ``trappola serve`` runs on a machine with no screen.

- ``codes``: table codes and seat tokens (their secrets, compared in constant time);
- ``messages``: the protocol's version, the phrases, and the check of every message a peer sends;
- ``table``: one table (its match, its seats, who may see what), with no sockets and no clock of its own;
- ``store``: the tables on disk, each written atomically after every action;
- ``peer``: one connection (its limits, its seat, its replies);
- ``server``: the WebSocket server (limits, seats held through a drop, computer seats);
- ``client``: a connection that comes back by itself, and the table as a client sees it;
- ``lan``: tables announced and found on the local network (mDNS/DNS-SD, ``zeroconf``);
- ``bot``: a headless client played by a computer level (tests, benchmarks, the self-test);
- ``serve``: ``trappola serve``, the server alone.
"""
