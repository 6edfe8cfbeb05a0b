#!/usr/bin/env bash
# Boots the whole compose stack from a scratch .env and walks through what an operator relies on, through the
# published site port: pages, a real lead with both e-mails, the strategy call booked and cancelled by the mails'
# links, the result page of the analysis staff send, health, the dashboard, scaling, a burst through both
# api instances with one stopped in the middle, the operator CLI,
# a PostgreSQL restart, a Redis outage during a submission, and down/up with the data kept. One line per step;
# the first failure stops it (exit 1) and prints the services' last log lines.
#
#   infra/smoke-test.sh                 from the repository root after npm ci (it reads mails with postal-mime);
#                                       needs a Docker engine with compose v2, curl, node
#   KEEP=1 infra/smoke-test.sh          leave the stack running afterwards (default: `down -v`)
#
# COMPOSE_FILE is honoured (e.g. an override that gives image builds the host network). The first boot is made
# deliberately slow (a sleeping init script while PostgreSQL initialises), so a health check that calls the
# database ready too early makes `migrate` fail here instead of on a production host.
set -euo pipefail
cd "$(dirname "$0")/.."

project="sichtwerk-smoke"
scratch="$(mktemp -d)"
started=$(date +%s)

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
secret() { node -e "console.log(require('crypto').randomBytes(24).toString('hex'))"; }

site_port=$(free_port)
mailpit_port=$(free_port)
admin_password=$(secret)
env_file="$scratch/smoke.env"
cat >"$env_file" <<EOF
COMPOSE_PROFILES=mailpit
POSTGRES_PASSWORD=$(secret)
FORM_TOKEN_SECRET=$(secret)$(secret)
ADMIN_USER=smoke
ADMIN_PASSWORD=$admin_password
SITE_PORT=$site_port
MAILPIT_UI_PORT=$mailpit_port
WORKER_REPLICAS=1
FORM_MIN_FILL_MS=1000
RATE_LIMIT_PER_MINUTE=100
RATE_LIMIT_PER_WINDOW=1000
SWEEP_INTERVAL_MS=2000
SWEEP_MIN_AGE_MS=2000
JOB_BACKOFF_MS=1000
EOF

# A slow first initialisation: the official image runs /docker-entrypoint-initdb.d while only its socket-only
# temporary server is up; the local stand-in image reads STANDIN_INIT_SLEEP_S for the same effect.
cat >"$scratch/slow-init.sh" <<'EOF'
#!/bin/sh
echo "smoke test: slow first initialisation"; sleep 20
EOF
chmod 755 "$scratch/slow-init.sh"
cat >"$scratch/slow-init.yml" <<EOF
services:
  postgres:
    environment:
      STANDIN_INIT_SLEEP_S: "20"
    volumes:
      - $scratch/slow-init.sh:/docker-entrypoint-initdb.d/00-slow-init.sh:ro
EOF
export COMPOSE_FILE="${COMPOSE_FILE:-docker-compose.yml}:$scratch/slow-init.yml"

dc() { docker compose -p "$project" --env-file "$env_file" "$@"; }
site="http://127.0.0.1:$site_port"
mailpit="http://127.0.0.1:$mailpit_port"

cleanup() {
  local status=$?
  if [ "$status" -ne 0 ]; then
    echo "--- last log lines ---"
    dc logs --no-color --tail 30 2>&1 | tail -120 || true
  fi
  if [ "${KEEP:-0}" = 1 ]; then echo "stack left running: docker compose -p $project --env-file $env_file …"
  else dc down -v --remove-orphans >/dev/null 2>&1 || true; rm -rf "$scratch"; fi
  exit "$status"
}
trap cleanup EXIT

step_started=$(date +%s)
ok() { echo "ok    $1 ($(( $(date +%s) - step_started ))s)"; step_started=$(date +%s); }
fail() { echo "FAIL  $1"; exit 1; }

status_of() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
# Polls a command until it succeeds, at most $1 seconds.
eventually() {
  local deadline=$(( $(date +%s) + $1 )); shift
  until "$@"; do [ "$(date +%s)" -lt "$deadline" ] || return 1; sleep 1; done
}
# A function, so `eventually` asks again on every try (an argument like "$(status_of …)" is evaluated once).
api_ready() { [ "$(status_of "$site/readyz")" = 200 ]; }
json_field() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s)$1;if(v===undefined)process.exit(1);console.log(v)})"; }
psql_value() { dc exec -T postgres sh -c 'psql -U "$POSTGRES_USER" -d "$POSTGRES_DB" -tAc "$0"' "$1"; }

# Submits a real analysis request as the site does: form token, the minimum fill time, then the POST.
# Prints the stored lead's id.
submit_lead() {
  local email=$1 company=$2 token body answer
  token=$(curl -sf "$site/api/form-token?form=contact-submissions" | json_field '.token') || return 1
  sleep 1.5
  body=$(node -e "console.log(JSON.stringify({company:process.argv[3],email:process.argv[1],phone:'030 1234567',website:'baeckerei.example',industry:'Bäckerei',_token:process.argv[2]}))" "$email" "$token" "$company")
  answer=$(curl -s -w '\n%{http_code}' -H 'Content-Type: application/json' -d "$body" "$site/api/contact-submissions")
  [ "$(tail -n1 <<<"$answer")" = 201 ] || { echo "answer: $answer" >&2; return 1; }
  head -n1 <<<"$answer" | json_field '.id'
}
# True once Mailpit holds a message to $1 whose subject contains $2.
mail_to() { curl -sf "$mailpit/api/v1/messages" | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const m=JSON.parse(s).messages.some(x=>JSON.stringify(x.To).includes(process.argv[1])&&String(x.Subject).includes(process.argv[2]));process.exit(m?0:1)})" "$1" "$2"; }
# The first link in the newest mail to $1 whose subject contains $2 and whose path and query match the pattern $3,
# as path and query: the mail names SITE_URL's host, the smoke test opens the same path on the published port.
mail_link() {
  curl -sf "$mailpit/api/v1/messages?limit=500" | node --input-type=module -e '
    import PostalMime from "postal-mime";
    const [mailpit, to, subject, pattern] = process.argv.slice(1);
    let input = ""; for await (const chunk of process.stdin) input += chunk;
    const found = JSON.parse(input).messages.find((m) => JSON.stringify(m.To).includes(to) && String(m.Subject).includes(subject));
    if (!found) process.exit(1);
    const mail = await PostalMime.parse(await (await fetch(`${mailpit}/api/v1/message/${found.ID}/raw`)).text());
    const link = (mail.text ?? "").match(/https?:\/\/[^\s<>"]+/g)?.map((l) => new URL(l)).find((u) => new RegExp(pattern).test(u.pathname + u.search));
    if (!link) process.exit(1);
    console.log(link.pathname + link.search);
  ' "$mailpit" "$1" "$2" "$3"
}
# GET through Caddy: the page's HTML, then its status on the last line.
page_of() { curl -s -w '\n%{http_code}' "$site$1"; }
# A form's post through Caddy, as the browser sends it without JavaScript; prints the status and where it leads.
post_form() { local path=$1; shift; curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -X POST -H "Origin: $site" "$@" "$site$path"; }
desk_post() { curl -s -b "$scratch/desk.cookies" -c "$scratch/desk.cookies" -H 'Content-Type: application/json' -H "Origin: $site" -d "$2" "$site/vertrieb/api$1"; }
sales_address() { dc exec -T api node -e "console.log(process.env.SALES_EMAIL||'vertrieb@sichtwerk.de')" | tr -d '\r'; }
worker_count() { dc ps -q worker --status running | wc -l; }

echo "smoke test of the compose stack (project $project, site on $site)"

dc up -d --build --wait --wait-timeout 600 >"$scratch/up.log" 2>&1 || { tail -40 "$scratch/up.log"; fail "up --build --wait from a scratch .env, with a slow first PostgreSQL initialisation"; }
[ "$(dc ps -a migrate --format '{{.ExitCode}}')" = 0 ] || fail "migrate exited with $(dc ps -a migrate --format '{{.ExitCode}}')"
ok "up --build --wait from a scratch .env (slow first PostgreSQL init; migrate exited 0; all services healthy)"

[ "$(status_of "$site/")" = 200 ] || fail "home page: expected 200"
ok "home page answers 200"
[ "$(status_of "$site/gibt-es-nicht")" = 404 ] || fail "unknown path: expected 404"
curl -s "$site/gibt-es-nicht" | grep -q '404 Page Not Found' || fail "unknown path: the site's own 404 page is missing"
ok "an unknown path answers 404 with the site's 404 page"

visitor="smoke-$(date +%s)@example.org"
lead_id=$(submit_lead "$visitor" "Smoke-Test Bäckerei") || fail "a real lead (token, wait, POST) was not answered 201"
ok "a real lead through Caddy answered 201 (id $lead_id)"
[ "$(psql_value "select count(*) from contact_submissions where id = '$lead_id'")" = 1 ] || fail "the lead is not in PostgreSQL"
ok "the lead is stored in PostgreSQL"
sales=$(sales_address)
eventually 60 mail_to "$visitor" "" || fail "the visitor's confirmation did not reach Mailpit within 60 s"
eventually 60 mail_to "$sales" "Smoke-Test Bäckerei" || fail "the sales notification did not reach Mailpit within 60 s"
ok "both e-mails are in Mailpit (visitor and $sales)"

# The strategy call, booked by the receipt's link through the site container without JavaScript, then cancelled
# by the invitation's link. Slots are offered once someone holds the calls: an adviser made as an operator does.
adviser_password=$(secret)
printf '%s\n' "$adviser_password" | dc run --rm --no-deps -T api npm run --silent users -- add smoke-beraterin --role vertrieb \
  --gespraeche --name "Smoke Beraterin" >"$scratch/users.log" 2>&1 || { cat "$scratch/users.log"; fail "users add an adviser"; }
booking_path=$(mail_link "$visitor" "eingegangen" '^/termin[?]vorgang=') || fail "the visitor's receipt has no booking link"
page=$(page_of "$booking_path")
[ "$(tail -n1 <<<"$page")" = 200 ] && grep -q 'Dein Strategiegespräch buchen' <<<"$page" \
  || fail "the receipt's booking link through Caddy: expected the booking page, got $(tail -n1 <<<"$page")"
slot=$(grep -o 'name="slot" id="[^"]*" value="[^"]*"' <<<"$page" | head -n1 | sed 's/.*value="//; s/"$//')
[ -n "$slot" ] || fail "the booking page offers no slot"
[ "$(post_form "$booking_path" --data-urlencode "slot=$slot" | cut -d' ' -f1)" = 303 ] || fail "booking the slot $slot"
grep -q 'Dein Termin steht' <<<"$(page_of "$booking_path")" || fail "after booking: expected „Dein Termin steht“"
eventually 60 mail_to "$visitor" "Gebucht" || fail "the invitation did not reach Mailpit within 60 s"
manage_path=$(mail_link "$visitor" "Gebucht" '^/termin[?]t=') || fail "the invitation has no link to the call"
grep -q 'Absagen' <<<"$(page_of "$manage_path")" || fail "the invitation's link through Caddy: no „Absagen“ on the call's page"
# „Absagen“ asks once on its own page; its „Ja, Termin absagen“ posts.
page=$(page_of "${manage_path/\/termin?//termin/absagen?}")
grep -q 'wirklich absagen?' <<<"$page" || fail "„Absagen“ through Caddy: expected the question „… wirklich absagen?“"
cancel_action=$(grep -o 'action="/termin/absagen[^"]*"' <<<"$page" | head -n1 | sed 's/^action="//; s/"$//; s/&amp;/\&/g')
cancel_key=$(grep -o 'name="key" value="[^"]*"' <<<"$page" | tail -n1 | sed 's/.*value="//; s/"$//')
[ -n "$cancel_action" ] && [ -n "$cancel_key" ] || fail "the question page through Caddy: no „Ja, Termin absagen“"
[ "$(post_form "$cancel_action" --data-urlencode "key=$cancel_key" | cut -d' ' -f1)" = 303 ] || fail "cancelling the call"
grep -q 'Dein Termin ist abgesagt' <<<"$(page_of "$manage_path")" || fail "after cancelling: expected „Dein Termin ist abgesagt“"
eventually 60 mail_to "$visitor" "Abgesagt" || fail "the cancellation did not reach Mailpit within 60 s"
ok "the receipt's booking link, a slot booked, the invitation's link and its cancellation, all through Caddy"

# The free analysis, written and sent by the adviser through the desk's API behind Caddy; its link opens the result.
desk_post /login "$(node -e 'console.log(JSON.stringify({username:"smoke-beraterin",password:process.argv[1]}))' "$adviser_password")" \
  | grep -q '"username"' || fail "the adviser's desk login through Caddy"
opened=$(desk_post "/leads/$lead_id/analysis" '{}')
finished=$(node -e '
  const opened = JSON.parse(process.argv[1]);
  const sections = opened.content.sections.map((s) => ({ key: s.key, rating: "good", ratingPrefilled: false, findings: [{ text: "Im Smoke-Test geprüft.", prefilled: false }] }));
  console.log(JSON.stringify({ revision: opened.revision, content: { sections, summary: "Smoke-Test: alles geprüft." } }));
' "$opened") || fail "the analysis editor did not open: $opened"
revision=$(desk_post "/leads/$lead_id/analysis/draft" "$finished" | json_field '.revision') || fail "saving the analysis"
desk_post "/leads/$lead_id/analysis/send" "{\"revision\":$revision}" | grep -q '"sentAt":"' || fail "sending the analysis"
eventually 60 mail_to "$visitor" "Sichtbarkeitsanalyse ist fertig" || fail "the analysis mail did not reach Mailpit within 60 s"
result_path=$(mail_link "$visitor" "Sichtbarkeitsanalyse ist fertig" '^/analyse/') || fail "the analysis mail has no result link"
page=$(page_of "$result_path")
[ "$(tail -n1 <<<"$page")" = 200 ] && grep -q 'Smoke-Test Bäckerei' <<<"$page" || fail "the result link through Caddy: expected the result page"
page=$(page_of "/analyse/$(secret)")
[ "$(tail -n1 <<<"$page")" = 404 ] && grep -q 'Ergebnis nicht gefunden' <<<"$page" || fail "a wrong result link: expected the German 404"
ok "the analysis sent from the desk, its result page through Caddy, a wrong link answered with the German not-found"

[ "$(status_of "$site/readyz")" = 200 ] || fail "api /readyz through Caddy"
dc exec -T worker node -e "fetch('http://127.0.0.1:'+process.env.WORKER_HTTP_PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" \
  || fail "worker /readyz"
ok "/readyz answers 200 on api (through Caddy) and worker"

[ "$(status_of "$site/admin/queues")" = 401 ] || fail "dashboard without login: expected 401"
[ "$(status_of -u "smoke:$admin_password" "$site/admin/queues")" = 200 ] || fail "dashboard with login: expected 200"
ok "the queue dashboard asks for its login and opens with it"

sed -i 's/^WORKER_REPLICAS=.*/WORKER_REPLICAS=3/' "$env_file"
dc up -d --wait --wait-timeout 300 >/dev/null 2>&1 || fail "up with WORKER_REPLICAS=3"
[ "$(worker_count)" = 3 ] || fail "WORKER_REPLICAS=3: expected 3 running workers, found $(worker_count)"
dc up -d --wait --wait-timeout 300 mailpit >/dev/null 2>&1 || fail "a later up of another service"
[ "$(worker_count)" = 3 ] || fail "a later up changed the number of workers to $(worker_count)"
ok "three workers from WORKER_REPLICAS, still three after a later up"

# Two api instances behind Caddy: a burst of real leads through both, api-2 stopped in the middle of it (once a
# quarter of the posts were answered 201, while the rest are still being sent). Every post answered 201 must be
# stored once and mailed once (visitor and sales); a post answered otherwise must not be stored. Two-digit
# numbers, so "Burst 01" never matches "Burst 10" in a subject.
burst=32
mkdir -p "$scratch/burst"
# Writes the answer's status to burst/<n>.status and, for a 201, the lead's id to burst/<n>.id.
send_burst_lead() {
  local n=$1 token body answer
  token=$(curl -sf "$site/api/form-token?form=contact-submissions" | json_field '.token') || { echo token >"$scratch/burst/$n.status"; return; }
  sleep 1.5
  body=$(node -e "console.log(JSON.stringify({company:'Smoke-Test Burst '+process.argv[1],email:'smoke-burst-'+process.argv[1]+'@example.org',phone:'030 1234567',website:'baeckerei.example',industry:'Bäckerei',_token:process.argv[2]}))" "$n" "$token")
  answer=$(curl -s -m 60 -w '\n%{http_code}' -H 'Content-Type: application/json' -d "$body" "$site/api/contact-submissions")
  tail -n1 <<<"$answer" >"$scratch/burst/$n.status"
  if [ "$(tail -n1 <<<"$answer")" = 201 ]; then head -n1 <<<"$answer" | json_field '.id' >"$scratch/burst/$n.id"; fi
}
answered_201() { { grep -l '^201$' "$scratch"/burst/*.status 2>/dev/null || true; } | wc -l; }
enough_answered() { [ "$(answered_201)" -ge $(( burst / 4 )) ]; }
stop_api2() { touch "$scratch/api2-stop-began"; dc stop -t 30 api-2 >"$scratch/api2-stop.log" 2>&1; date +%s.%N >"$scratch/api2-stopped"; }
stopper=""
for n in $(seq -w 1 "$burst"); do
  send_burst_lead "$n" &
  sleep 0.25
  if [ -z "$stopper" ] && enough_answered; then stop_api2 & stopper=$!; fi
done
if [ -z "$stopper" ]; then
  eventually 120 enough_answered || true
  stop_api2 & stopper=$!
fi
wait
[ -f "$scratch/api2-stopped" ] || fail "api-2 was not stopped"
accepted=$(answered_201)
refused=$(grep -L '^201$' "$scratch"/burst/*.status | xargs -r cat | sort | uniq -c | tr -s ' \n' ' ' || true)
[ "$accepted" -gt 0 ] || fail "no post of the burst was accepted"
served_by_api2=$(dc logs --no-color api-2 2>/dev/null | grep -c 'lead stored and queued' || true)
[ "$served_by_api2" -gt 0 ] || fail "api-2 served none of the posts before it stopped: Caddy did not balance"
# Posts whose answer came after the stop began: they went to api alone (Caddy's retry of a refused connection).
after_stop=$(find "$scratch/burst" -name '*.id' -newer "$scratch/api2-stop-began" | wc -l)
# One query and one listing for all of them: per address the stored rows, the visitor's and the sales mails.
stored_rows() { psql_value "select split_part(email, '@', 1), count(*) from contact_submissions where email like 'smoke-burst-%' group by 1" | tr '|' ' '; }
burst_counts() {  # prints: accepted stored_once stored_twice stored_unaccepted visitor_once sales_once mailed_twice
  local messages; messages=$(curl -sf "$mailpit/api/v1/messages?limit=1000") || return 1
  # A lead's mails are told apart by their Message-ID (<reference>.<mail>@…, the same on every retry): the
  # visitor's confirmation and the sales notification each exactly once. The website check's findings, which
  # may follow the notification in its thread, are a mail of their own and not counted.
  node -e '
    const [dir] = process.argv.slice(1); const fs = require("fs");
    const messages = JSON.parse(fs.readFileSync(0, "utf8")).messages;
    const rows = new Map(process.env.ROWS.trim().split("\n").filter(Boolean).map((l) => { const [k, c] = l.trim().split(/\s+/); return [k, Number(c)]; }));
    const accepted = fs.readdirSync(dir).filter((f) => f.endsWith(".id")).map((f) => ({ n: f.slice(0, -3), id: fs.readFileSync(dir + "/" + f, "utf8").trim() }));
    const count = (id, mail) => messages.filter((x) => String(x.MessageID).includes(id + "." + mail + "@")).length;
    let storedOnce = 0, mailedVisitor = 0, mailedSales = 0, twice = 0;
    for (const { n, id } of accepted) {
      if (rows.get("smoke-burst-" + n) === 1) storedOnce++;
      const v = count(id, "confirmation"), s = count(id, "notification");
      if (v >= 1) mailedVisitor++; if (s >= 1) mailedSales++; if (v > 1 || s > 1) twice++;
    }
    const storedTwice = [...rows.values()].filter((c) => c > 1).length;
    const names = new Set(accepted.map(({ n }) => "smoke-burst-" + n));
    const unaccepted = [...rows.keys()].filter((k) => !names.has(k)).length;
    console.log(accepted.length, storedOnce, storedTwice, unaccepted, mailedVisitor, mailedSales, twice);
  ' "$scratch/burst" <<<"$messages"
}
counts_now() { ROWS="$(stored_rows)" burst_counts; }
all_mailed() { read -r a so _ _ mv ms _ <<<"$(counts_now)" && [ "$so" = "$a" ] && [ "$mv" = "$a" ] && [ "$ms" = "$a" ]; }
eventually 180 all_mailed || fail "not every accepted lead of the burst was stored and mailed to the visitor and to sales within 180 s: $(counts_now)"
sleep 5
read -r a so st su mv ms mt <<<"$(counts_now)"
echo "      burst: $burst posts, $a answered 201 (api-2 took $served_by_api2 before it stopped; $after_stop answered after the stop began), other answers: ${refused:-none}"
echo "      stored once: $so of $a; stored twice: $st; stored without a 201: $su; mailed to the visitor: $mv; to sales: $ms; mailed twice: $mt"
[ "$so" = "$a" ] || fail "an accepted burst lead is not stored"
[ "$st" = 0 ] || fail "a burst lead is stored twice"
[ "$mt" = 0 ] || fail "a burst lead was mailed twice"
[ "$su" = 0 ] || echo "      note: $su lead(s) stored whose post the visitor saw fail (the answer was lost after the commit); none is lost"
dc start api-2 >/dev/null 2>&1 && dc up -d --wait --wait-timeout 120 api-2 >/dev/null 2>&1 || fail "api-2 did not come back healthy"
ok "a burst through both api instances with api-2 stopped in the middle: $a of $burst answered 201, each stored and mailed once, none twice"

dc run --rm --no-deps -T api npm run --silent leads -- list >"$scratch/list.txt" 2>&1 || { cat "$scratch/list.txt"; fail "leads list"; }
grep -q "${lead_id:0:8}" "$scratch/list.txt" || { cat "$scratch/list.txt"; fail "leads list does not show the lead"; }
ok "run --rm --no-deps api npm run leads -- list shows the lead"
dc run --rm --no-deps -T api npm run --silent leads -- export --format csv --email "$visitor" >"$scratch/export.csv" 2>"$scratch/export.err" \
  || { cat "$scratch/export.err"; fail "leads export"; }
# The export starts with a UTF-8 byte order mark (for Excel), then the header line; nothing from npm before it.
head -n1 "$scratch/export.csv" | grep -q $'^\xEF\xBB\xBFkind,' || { head -n3 "$scratch/export.csv"; fail "the CSV export does not start with its header line"; }
grep -q "$visitor" "$scratch/export.csv" || fail "the CSV export lacks the visitor's lead"
ok "the DSGVO export to stdout is a clean CSV file ($(wc -l <"$scratch/export.csv") lines)"

dc restart postgres >/dev/null 2>&1 || fail "restart postgres"
eventually 60 api_ready || fail "api not ready again within 60 s after the PostgreSQL restart"
second=$(submit_lead "smoke-after-restart-$(date +%s)@example.org" "Smoke-Test nach Neustart") || fail "a lead after the PostgreSQL restart was not accepted"
ok "after restart postgres the api is ready again and accepts a lead ($second)"

dc stop redis >/dev/null 2>&1 || fail "stop redis"
during_outage="smoke-redis-down-$(date +%s)@example.org"
third=$(submit_lead "$during_outage" "Smoke-Test ohne Redis") || fail "a lead while Redis is stopped was not answered 201"
[ "$(psql_value "select count(*) from contact_submissions where id = '$third'")" = 1 ] || fail "the lead sent while Redis was down is not stored"
dc start redis >/dev/null 2>&1 || fail "start redis"
eventually 90 mail_to "$sales" "Smoke-Test ohne Redis" \
  || fail "no mail for the lead sent while Redis was down within 90 s after Redis came back"
ok "a lead sent while Redis was stopped is stored (201) and mailed once Redis is back"

leads_before=$(psql_value "select count(*) from contact_submissions")
dc down >/dev/null 2>&1 || fail "down"
dc up -d --wait --wait-timeout 300 >/dev/null 2>&1 || fail "up after down"
[ "$(psql_value "select count(*) from contact_submissions")" = "$leads_before" ] || fail "leads lost across down/up"
[ "$(status_of "$site/")" = 200 ] || fail "home page after down/up"
ok "down and up again: all $leads_before leads still there, site answers"

dc down -v >/dev/null 2>&1 || fail "down -v"
[ -z "$(docker volume ls -q --filter "label=com.docker.compose.project=$project")" ] || fail "volumes left after down -v"
ok "down -v removed containers and volumes"

echo "smoke test passed in $(( $(date +%s) - started ))s"
