"""Tests of the factlint Python client.

The adapter tests run anywhere. The server tests need a running `factlint serve`: FACTLINT_URL
(and FACTLINT_TOKEN when it asks for one). `npm test` starts one on a free loopback port and runs
this file (packages/cli/test/python-client.test.ts); without FACTLINT_URL they are skipped.
"""

import datetime
import os
import unittest

from factlint_client import BadInput, Client, FactlintError, scenario_from_harness, verify, verify_batch

SERVER = os.environ.get("FACTLINT_URL")

GRUNNBELOP = {
    "claim": "Grunnbeløpet i folketrygden (G), fra 1. mai 2026",
    "value": 136549,
    "unit": "NOK",
    "anchors": ["grunnbeløp", "G"],
    # A harness that loads its packs with a YAML loader gets dates, not strings.
    "valid_from": datetime.date(2026, 5, 1),
    "verified_at": datetime.date(2026, 10, 7),
    "review_by": None,
    "source_url": "https://www.nav.no/grunnbelopet",
    "source_quote": "Fra 1. mai 2026 er grunnbeløpet 136 549 kroner.",
}

HARNESS_SCENARIO = {
    "name": "Grunnbeløpet 2026",
    "description": "Spør om grunnbeløpet",
    "language": "Norwegian",
    "severity": "high",
    "expected_behavior": ["Oppgir grunnbeløpet fra 1. mai 2026", "Optionally: lenker til nav.no"],
    "metadata": {"facts": [GRUNNBELOP], "judge_notes": ["Et avrundet tall er medium."], "pack": "nav_aap"},
}

TRANSCRIPT = [
    {"role": "system", "content": "Du er en hjelpsom assistent for NAV-spørsmål."},
    {"role": "user", "content": "Hva er grunnbeløpet nå?"},
    {"role": "assistant", "content": "Fra 1. mai 2026 er grunnbeløpet **136 549 kroner**."},
]


class AdapterTest(unittest.TestCase):
    def test_harness_scenario_and_transcript(self):
        s = scenario_from_harness(HARNESS_SCENARIO, TRANSCRIPT)
        self.assertEqual(s["id"], "grunnbeløpet-2026")
        self.assertEqual(s["locale"], "nb")
        self.assertEqual(s["severity"], "high")
        # every turn passes through as `messages`, the system turn included (the server reads it as context)
        self.assertEqual(s["messages"], TRANSCRIPT)
        self.assertNotIn("context", s)
        self.assertEqual(s["facts"][0]["valid_from"], "2026-05-01")
        self.assertIsNone(s["facts"][0]["review_by"])
        self.assertEqual(s["expected_behavior"], HARNESS_SCENARIO["expected_behavior"])
        self.assertEqual(s["judge_notes"], ["Et avrundet tall er medium."])
        self.assertNotIn("metadata", s)  # other harness metadata stays behind

    def test_languages_by_name_and_tag(self):
        for language, locale in [("English", "en"), ("Norwegian", "nb"), ("norsk", "nb"), ("Japanese", "ja"), ("日本語", "ja"), ("ja", "ja")]:
            s = scenario_from_harness({"name": "x", "language": language}, "An answer.")
            self.assertEqual(s["locale"], locale, language)
            self.assertEqual(s["answer"], "An answer.")

    def test_tool_turns_and_content_parts(self):
        turns = [
            {"role": "user", "content": [{"type": "text", "text": "How much was revenue?"}]},
            {"role": "tool", "name": "search", "content": "Acme Corp reported revenue of $120.0 million."},
            {"role": "assistant", "content": "Revenue was $120.0 million."},
        ]
        s = scenario_from_harness({"name": "Acme", "language": "English"}, turns, context="Q3 report.")
        self.assertEqual(s["messages"][0], {"role": "user", "content": "How much was revenue?"})
        self.assertEqual(s["messages"][1], {"role": "tool", "name": "search", "content": "Acme Corp reported revenue of $120.0 million."})
        self.assertEqual(s["context"], "Q3 report.")

    def test_bad_harness_input_names_what_is_wrong(self):
        cases = [
            ({"name": "x", "language": "Klingon"}, "A.", "scenario.language: 'Klingon'"),
            ({"name": "x"}, "A.", "scenario.language: missing"),
            ({"language": "English"}, "A.", "scenario.name"),
            ({"name": "x", "language": "en", "severity": "severe"}, "A.", "scenario.severity"),
            ({"name": "x", "language": "en"}, [{"role": "function", "content": "x"}], "transcript[0].role: expected system, user, assistant or tool, found 'function'"),
            ({"name": "x", "language": "en"}, [{"role": "user", "content": "hi"}], "transcript: expected at least one assistant turn"),
            ({"name": "x", "language": "en"}, [{"role": "assistant", "content": 5}], "transcript[0].content"),
        ]
        for scenario, transcript, message in cases:
            with self.assertRaises(ValueError) as caught:
                scenario_from_harness(scenario, transcript)
            self.assertIn(message, str(caught.exception))


@unittest.skipUnless(SERVER, "FACTLINT_URL is not set: no server to talk to")
class ServerTest(unittest.TestCase):
    def setUp(self):
        self.client = Client()

    def test_healthy_and_packs(self):
        self.assertTrue(self.client.healthy())
        packs = self.client.packs()
        self.assertTrue({"en", "nb", "ja"} <= set(packs["locales"]))
        self.assertIn("domain-no-welfare", [p["name"] for p in packs["packs"]])

    def test_verify_one_scenario(self):
        report = verify({
            "id": "acme",
            "locale": "en",
            "severity": "high",
            "context": "Acme Corp reported revenue of $120.0 million for the third quarter of 2026.",
            "answer": "Acme Corp's third-quarter revenue fell to $102.0 million.",
        })
        self.assertEqual(report["verdict"], "block")
        self.assertEqual(report["severity"], "high")
        claim = [c for c in report["claims"] if c["text"] == "$102.0 million"][0]
        self.assertEqual(claim["status"], "contradicted")
        self.assertEqual(claim["nearest_context_value"], 120000000)

    def test_harness_scenario_through_the_server(self):
        report = self.client.verify(scenario_from_harness(HARNESS_SCENARIO, TRANSCRIPT))
        self.assertEqual([(f["claim"], f["outcome"]) for f in report["facts"]], [(GRUNNBELOP["claim"], "correct")])
        # A system prompt is context, but alone it does not switch the grounding judge on: the
        # declared fact grades the scenario.
        self.assertEqual((report["verdict"], report["severity"]), (None, "pass"))

    def test_tool_turns_ground_the_answer(self):
        turns = [
            {"role": "user", "content": "How much was Acme's revenue?"},
            {"role": "tool", "name": "search", "content": "Acme Corp reported revenue of $120.0 million for the third quarter of 2026."},
            {"role": "assistant", "content": "Acme Corp's revenue fell to $102.0 million."},
        ]
        report = self.client.verify(scenario_from_harness({"name": "Acme tool", "language": "English", "severity": "high"}, turns))
        self.assertEqual(report["verdict"], "block")
        claim = [c for c in report["claims"] if c["text"] == "$102.0 million"][0]
        self.assertEqual(claim["status"], "contradicted")

    def test_batch_in_order(self):
        scenarios = [
            {"id": "ja-1", "locale": "ja", "answer": "売上高は120億円でした。", "context": "売上高は120億円でした。"},
            scenario_from_harness(HARNESS_SCENARIO, TRANSCRIPT, id="nb-1"),
            {"id": "en-1", "locale": "en", "answer": "Revenue was $7 million.", "context": "Revenue was $5 million."},
        ]
        reports = list(verify_batch(scenarios))
        self.assertEqual([r["id"] for r in reports], ["ja-1", "nb-1", "en-1"])
        self.assertEqual(reports[0]["verdict"], "pass")
        self.assertNotEqual(reports[2]["verdict"], "pass")

    def test_policy(self):
        scenario = {"id": "p", "locale": "en", "answer": "Revenue was $7 million.", "context": "Revenue was $5 million."}
        self.assertNotEqual(self.client.verify(scenario, policy="observe")["verdict"], "block")

    def test_bad_input_names_the_path(self):
        with self.assertRaises(BadInput) as caught:
            self.client.verify({"id": "x", "locale": "en", "answer": 42})
        self.assertEqual(caught.exception.status, 400)
        self.assertRegex(caught.exception.message, r"^request body:1:\d+: answer: expected string, found number 42$")
        self.assertEqual(caught.exception.issues[0]["path"], "answer")

    def test_a_path_is_never_a_pack(self):
        with self.assertRaises(BadInput) as caught:
            self.client.verify({"id": "x", "locale": "nb", "packs": ["../rule-packs/domain-no-welfare"], "answer": "G."})
        self.assertIn("is a path: a request names packs by name", caught.exception.message)

    def test_batch_errors_before_any_report(self):
        with self.assertRaises(BadInput) as caught:
            list(self.client.verify_batch([{"id": "a", "locale": "en", "answer": "x"}, {"id": "b", "locale": "xx", "answer": "y"}]))
        self.assertIn('scenarios[1].locale: no locale pack for "xx"', caught.exception.message)

    @unittest.skipUnless(os.environ.get("FACTLINT_TOKEN"), "the server asks for no token")
    def test_wrong_token(self):
        with self.assertRaises(FactlintError) as caught:
            Client(token="wrong-token-wrong-token").verify({"id": "x", "locale": "en", "answer": "x"})
        self.assertEqual(caught.exception.status, 401)
        self.assertNotIsInstance(caught.exception, BadInput)


if __name__ == "__main__":
    unittest.main()
