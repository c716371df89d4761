"""``incore.sweep`` on a Dask ``LocalCluster`` of 2 worker processes started here (loopback
only): the same rows as the local pool, and a worker killed mid-sweep loses no finished row
(issue 32, acceptance 2, 4).  Skipped when Dask's ``distributed`` is not installed."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import pytest

import incore
from incore import cli
from tests.support import sweep_examples as ex

distributed = pytest.importorskip("distributed")

pytestmark = pytest.mark.device

ROOT = Path(__file__).resolve().parents[2]
WEIGHTS = ROOT / "examples" / "weights_stream"
VARYING = ("time_s", "timings")  # what differs between two runs of the same row


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                                       host="127.0.0.1", dashboard_address=None)
    with cluster, distributed.Client(cluster) as c:
        yield c


def _same(row: dict) -> dict:
    return {k: v for k, v in row.items() if k not in VARYING}


def test_a_dask_cluster_gives_the_rows_of_the_local_pool(client, tmp_path, capsys):
    axes = {"preset": "910B3", "case": "small", "bypass": "as-compiled,none"}
    local = incore.sweep("l2", [str(WEIGHTS)], jobs=2, **axes)
    dask = incore.sweep("l2", [str(WEIGHTS)], scheduler=client, **axes)
    assert local.ok and dask.ok
    assert dask.executor.startswith("Dask cluster at tcp://127.0.0.1")
    assert [_same(r) for r in dask.rows] == [_same(r) for r in local.rows]
    assert len(dask.rows) == 2
    out = tmp_path / "cli.json"  # the command, given the scheduler's address
    assert cli.main(["sweep", "l2", str(WEIGHTS), "--preset", "910B3", "--case", "small",
                     "--scheduler", client.scheduler.address, "--json", str(out)]) == 0
    assert "(Dask cluster at tcp://127.0.0.1" in capsys.readouterr().out
    rows = json.loads(out.read_text())["rows"]
    assert [_same(r) for r in rows] == [_same(r) for r in local.rows]


class _KillOnFirstRow:
    """The sweep's table output: on the first row, SIGKILL one Dask worker process."""

    def __init__(self, client) -> None:
        self.client, self.text, self.killed = client, "", None

    def write(self, text: str) -> None:
        self.text += text
        if self.killed is None and "[1/" in text:
            pids = self.client.run(os.getpid)
            self.killed = next(iter(pids.values()))
            os.kill(self.killed, signal.SIGKILL)

    def flush(self) -> None:
        pass


def test_killing_a_worker_mid_sweep_loses_no_finished_row(client, tmp_path):
    for name in ("a", "b", "c", "d"):
        ex.write_example(tmp_path, name, golden=ex.GOLDEN_SLOW)
    out = _KillOnFirstRow(client)
    result = incore.sweep("run", str(tmp_path), scheduler=client, out=out,
                          json=str(tmp_path / "out.json"))
    assert out.killed is not None
    first = out.text.splitlines()[1].split()[1]  # the example of the row printed first
    ids = {r["id"] for r in result.rows} | {u["id"] for u in result.unfinished}
    assert len(ids) == 4 and len(result.rows) + len(result.unfinished) == 4
    assert first in {Path(r["example"]).name for r in result.rows}
    assert all(r["verdict"] == "PASS" for r in result.rows)  # the lost runs ran again
    assert all(u["reason"].startswith("lost") for u in result.unfinished)
