#!/usr/bin/env bash
# A throwaway Synapse homeserver for the Matrix tests: on 127.0.0.1 only, SQLite, no
# federation, raised rate limits, users created with the registration shared secret.
#
#   tests/synapse.sh install   # the venv (reused when present), ~30 s the first time
#   eval "$(tests/synapse.sh start)"   # starts it; prints the variables the tests read
#   tests/synapse.sh stop
#
# GIPF_SYNAPSE_VENV, GIPF_SYNAPSE_DIR and GIPF_SYNAPSE_PORT override the defaults below.
set -euo pipefail

VERSION=1.163.2
VENV="${GIPF_SYNAPSE_VENV:-$HOME/.cache/gipfbot/synapse-venv}"
DIR="${GIPF_SYNAPSE_DIR:-${TMPDIR:-/tmp}/gipfbot-synapse}"
PORT="${GIPF_SYNAPSE_PORT:-18008}"
SECRET="gipfbot-test-registration-secret"

install() {
    if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c "import synapse, sys; sys.exit(synapse.__version__ != '$VERSION')" 2>/dev/null; then
        return
    fi
    echo "installing Synapse $VERSION into $VENV" >&2
    rm -rf "$VENV"
    mkdir -p "$(dirname "$VENV")"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "matrix-synapse==$VERSION" >&2
}

write_config() {
    mkdir -p "$DIR/media_store"
    # Many rate limits: tests send a message per decision from several users at once.
    local fast="{per_second: 1000, burst_count: 1000}"
    cat > "$DIR/homeserver.yaml" <<YAML
server_name: "localhost"
public_baseurl: "http://127.0.0.1:$PORT/"
pid_file: "$DIR/homeserver.pid"
listeners:
  - port: $PORT
    bind_addresses: ["127.0.0.1"]
    type: http
    tls: false
    x_forwarded: false
    resources:
      - names: [client]
        compress: false
database:
  name: sqlite3
  args:
    database: "$DIR/homeserver.db"
log_config: "$DIR/log.yaml"
media_store_path: "$DIR/media_store"
signing_key_path: "$DIR/localhost.signing.key"
trusted_key_servers: []
suppress_key_server_warning: true
federation_domain_whitelist: []
report_stats: false
enable_registration: false
registration_shared_secret: "$SECRET"
macaroon_secret_key: "gipfbot-test-macaroon"
form_secret: "gipfbot-test-form"
bcrypt_rounds: 4
presence:
  enabled: false
url_preview_enabled: false
enable_media_repo: true
rc_message: $fast
rc_registration: $fast
rc_login:
  address: $fast
  account: $fast
  failed_attempts: $fast
rc_joins:
  local: $fast
  remote: $fast
rc_joins_per_room: $fast
rc_invites:
  per_room: $fast
  per_user: $fast
  per_issuer: $fast
rc_admin_redaction: $fast
rc_media_create: $fast
rc_room_creation: $fast
rc_key_requests: $fast
rc_3pid_validation: $fast
rc_presence:
  per_user: $fast
rc_delayed_event_mgmt: $fast
YAML
    cat > "$DIR/log.yaml" <<YAML
version: 1
formatters:
  plain:
    format: "%(asctime)s %(levelname)s %(name)s: %(message)s"
handlers:
  file:
    class: logging.FileHandler
    filename: "$DIR/homeserver.log"
    formatter: plain
root:
  level: WARNING
  handlers: [file]
disable_existing_loggers: false
YAML
}

start() {
    install
    stop_quietly
    rm -rf "$DIR"
    mkdir -p "$DIR"
    write_config
    "$VENV/bin/python" -m synapse.app.homeserver --config-path "$DIR/homeserver.yaml" --generate-keys >/dev/null
    "$VENV/bin/python" -m synapse.app.homeserver --config-path "$DIR/homeserver.yaml" --daemonize >&2
    for _ in $(seq 1 300); do
        if python3 - "$PORT" <<'PY' 2>/dev/null
import sys, urllib.request
urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/health", timeout=1).read()
PY
        then
            echo "export GIPF_SYNAPSE_URL=http://127.0.0.1:$PORT"
            echo "export GIPF_SYNAPSE_SECRET=$SECRET"
            echo "Synapse $VERSION is up on 127.0.0.1:$PORT ($DIR)" >&2
            return
        fi
        sleep 0.2
    done
    echo "Synapse did not start; its log:" >&2
    tail -50 "$DIR/homeserver.log" >&2 || true
    exit 1
}

stop_quietly() {
    if [ -f "$DIR/homeserver.pid" ]; then
        kill "$(cat "$DIR/homeserver.pid")" 2>/dev/null || true
        rm -f "$DIR/homeserver.pid"
    fi
}

case "${1:-}" in
    install) install ;;
    start) start ;;
    stop) stop_quietly ;;
    *) echo "usage: $0 install|start|stop" >&2; exit 2 ;;
esac
