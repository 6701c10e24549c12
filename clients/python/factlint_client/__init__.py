"""A client for `factlint serve`, with the Python standard library only (urllib, json).

    from factlint_client import Client, scenario_from_harness

    client = Client("http://127.0.0.1:8787")            # or FACTLINT_URL / FACTLINT_TOKEN
    report = client.verify({"id": "q1", "locale": "en", "answer": "...", "context": "..."})
    for report in client.verify_batch(scenarios):     # streamed back in order
        ...

`scenario_from_harness` turns a reference-harness scenario dict (name, language, severity,
expected_behavior, metadata.facts) and a transcript of role/content turns into a factlint scenario.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import re
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, Dict, Iterable, Iterator, List, Mapping, Optional, Sequence, Union

__all__ = [
    "Client",
    "FactlintError",
    "BadInput",
    "verify",
    "verify_batch",
    "scenario_from_harness",
    "DEFAULT_URL",
]

DEFAULT_URL = "http://127.0.0.1:8787"

Scenario = Dict[str, Any]
Report = Dict[str, Any]


class FactlintError(Exception):
    """The server answered with an error status. `status` is the HTTP status, `message` its text."""

    def __init__(self, status: int, message: str, issues: Optional[List[Dict[str, Any]]] = None):
        super().__init__(message)
        self.status = status
        self.message = message
        self.issues = issues or []


class BadInput(FactlintError):
    """400: the scenario is not valid. `issues` name the path inside it (`facts[0].review_by`) and
    what was expected; `message` reads as the command line prints it."""


class Client:
    """One factlint server. `token` is sent as `Authorization: Bearer TOKEN` when given."""

    def __init__(self, url: Optional[str] = None, token: Optional[str] = None, timeout: float = 60.0):
        self.url = (url or os.environ.get("FACTLINT_URL") or DEFAULT_URL).rstrip("/")
        self.token = token if token is not None else os.environ.get("FACTLINT_TOKEN") or None
        self.timeout = timeout

    def verify(self, scenario: Scenario, policy: Optional[str] = None) -> Report:
        """Judges one scenario and returns its report (the `scenarios[0]` of `verify --format json`)."""
        with self._post("/v1/verify", scenario, policy) as response:
            return json.loads(response.read().decode("utf-8"))["scenarios"][0]

    def verify_batch(self, scenarios: Iterable[Scenario], policy: Optional[str] = None) -> Iterator[Report]:
        """Judges many scenarios; yields each report as the server streams it back, in order.

        The server checks the whole batch before judging any of it, so a bad scenario raises
        BadInput before the first report."""
        response = self._post("/v1/verify/batch", {"scenarios": list(scenarios)}, policy)
        with response:
            for line in response:
                if line.strip():
                    yield json.loads(line.decode("utf-8"))

    def packs(self) -> Dict[str, Any]:
        """The locales, policies and packs a request may name."""
        with self._open(urllib.request.Request(self.url + "/v1/packs", headers=self._headers())) as response:
            return json.loads(response.read().decode("utf-8"))

    def healthy(self) -> bool:
        try:
            with self._open(urllib.request.Request(self.url + "/healthz")) as response:
                return response.status == 200
        except (FactlintError, OSError):
            return False

    def _post(self, path: str, body: Any, policy: Optional[str]):
        url = self.url + path + ("?" + urllib.parse.urlencode({"policy": policy}) if policy else "")
        data = json.dumps(body, ensure_ascii=False, default=_json_default).encode("utf-8")
        headers = self._headers()
        headers["Content-Type"] = "application/json"
        return self._open(urllib.request.Request(url, data=data, headers=headers, method="POST"))

    def _headers(self) -> Dict[str, str]:
        return {"Authorization": "Bearer " + self.token} if self.token else {}

    def _open(self, request: urllib.request.Request):
        try:
            return urllib.request.urlopen(request, timeout=self.timeout)
        except urllib.error.HTTPError as e:
            raw = e.read().decode("utf-8", "replace")
            try:
                body = json.loads(raw)
            except ValueError:
                body = {"error": raw or e.reason}
            error = BadInput if e.code == 400 else FactlintError
            raise error(e.code, str(body.get("error", e.reason)), body.get("issues")) from None


def verify(scenario: Scenario, policy: Optional[str] = None, client: Optional[Client] = None) -> Report:
    """`Client().verify(...)` with the server named by FACTLINT_URL (default 127.0.0.1:8787)."""
    return (client or Client()).verify(scenario, policy)


def verify_batch(scenarios: Iterable[Scenario], policy: Optional[str] = None, client: Optional[Client] = None) -> Iterator[Report]:
    """`Client().verify_batch(...)` with the server named by FACTLINT_URL."""
    return (client or Client()).verify_batch(scenarios, policy)


# --- the reference harness's scenarios and transcripts -------------------------------------------

# The harness names languages in words ("Norwegian"); factlint names locales by tag.
_LANGUAGES = {
    "english": "en", "en": "en", "en-us": "en", "en-gb": "en",
    "norwegian": "nb", "norsk": "nb", "bokmål": "nb", "bokmal": "nb", "norwegian bokmål": "nb", "nb": "nb", "no": "nb", "nb-no": "nb",
    "japanese": "ja", "日本語": "ja", "ja": "ja", "ja-jp": "ja",
}
_SEVERITIES = ("low", "medium", "high", "critical")


def scenario_from_harness(
    scenario: Mapping[str, Any],
    transcript: Union[str, Sequence[Mapping[str, Any]]],
    *,
    id: Optional[str] = None,
    locale: Optional[str] = None,
    context: Union[None, str, Sequence[Any]] = None,
    packs: Optional[Sequence[str]] = None,
) -> Scenario:
    """A factlint scenario from a harness scenario dict and what the model said.

    - `name` becomes the id (lower-cased, non-alphanumerics as `-`) unless `id` is given;
    - `language` ("Norwegian", "English", "Japanese", or a tag) becomes `locale` unless given;
    - `severity`, `expected_behavior` and `metadata.judge_notes` carry over; `metadata.facts` become
      `facts` (dates written as YYYY-MM-DD; a `review_by` of None stays null);
    - `transcript` is the answer (a string) or role/content turns, passed on as `messages`:
      system, user, assistant and tool turns (the server reads system and tool turns as context,
      since the model was given them). Content given as a list of parts is joined; a turn's
      `name` is kept; any other role is an error naming the turn.
    """
    if not isinstance(scenario, Mapping):
        raise ValueError("scenario: expected a dict, found %s" % type(scenario).__name__)
    name = scenario.get("name")
    scenario_id = id or (_slug(name) if isinstance(name, str) and name.strip() else None)
    if not scenario_id:
        raise ValueError("scenario.name: expected a non-empty name (or pass id=...)")
    out: Scenario = {"id": scenario_id, "locale": locale or _locale_of(scenario.get("language"))}
    if isinstance(name, str):
        out["name"] = name
    if isinstance(scenario.get("description"), str):
        out["description"] = scenario["description"]
    severity = scenario.get("severity")
    if severity is not None:
        if str(severity).lower() not in _SEVERITIES:
            raise ValueError("scenario.severity: expected one of %s, found %r" % (", ".join(_SEVERITIES), severity))
        out["severity"] = str(severity).lower()
    if packs:
        out["packs"] = list(packs)

    if isinstance(transcript, str):
        out["answer"] = transcript
    else:
        out["messages"] = _turns_of(transcript)
    if context is not None:
        out["context"] = context if isinstance(context, str) else list(context)

    metadata = scenario.get("metadata") or {}
    facts = metadata.get("facts") if isinstance(metadata, Mapping) else None
    if facts:
        out["facts"] = [_plain(f) for f in facts]
    expected = scenario.get("expected_behavior")
    if expected:
        out["expected_behavior"] = [expected] if isinstance(expected, str) else list(expected)
    notes = metadata.get("judge_notes") if isinstance(metadata, Mapping) else None
    if notes:
        out["judge_notes"] = [notes] if isinstance(notes, str) else list(notes)
    return out


def _locale_of(language: Any) -> str:
    if language is None:
        raise ValueError("scenario.language: missing; pass locale=... (en, nb, ja or another loaded locale)")
    tag = _LANGUAGES.get(str(language).strip().lower())
    if not tag:
        raise ValueError("scenario.language: %r is not a language factlint knows by name; pass locale=..." % (language,))
    return tag


_ROLES = ("system", "user", "assistant", "tool")


def _turns_of(turns: Sequence[Mapping[str, Any]]) -> List[Dict[str, str]]:
    messages: List[Dict[str, str]] = []
    for i, turn in enumerate(turns):
        if not isinstance(turn, Mapping):
            raise ValueError("transcript[%d]: expected a dict with role and content" % i)
        role = turn.get("role")
        if role not in _ROLES:
            raise ValueError("transcript[%d].role: expected system, user, assistant or tool, found %r" % (i, role))
        message = {"role": role, "content": _text_of(turn.get("content"), i)}
        if isinstance(turn.get("name"), str):
            message["name"] = turn["name"]
        messages.append(message)
    if not any(m["role"] == "assistant" for m in messages):
        raise ValueError("transcript: expected at least one assistant turn")
    return messages


def _text_of(content: Any, i: int) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # [{"type": "text", "text": "..."}, ...]
        parts = [p.get("text", "") if isinstance(p, Mapping) else str(p) for p in content]
        return "\n".join(p for p in parts if p)
    raise ValueError("transcript[%d].content: expected a string or a list of text parts, found %s" % (i, type(content).__name__))


def _slug(name: str) -> str:
    return re.sub(r"\W+", "-", name.lower()).strip("-") or "scenario"


def _plain(value: Any) -> Any:
    """Dates (as YAML loaders give them) to YYYY-MM-DD, recursively; everything else as it is."""
    if isinstance(value, _dt.date):
        return value.isoformat()[:10]
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _json_default(value: Any) -> Any:
    if isinstance(value, _dt.date):
        return value.isoformat()[:10]
    raise TypeError("%s is not JSON serialisable" % type(value).__name__)
