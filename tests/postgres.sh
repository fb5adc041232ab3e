#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests, run by `tests/run` (the README's test command):
# installs Debian's server package when its programs are missing, `initdb`s a cluster into a
# temporary folder, runs it as a non-root user on a free loopback port with password logins,
# and deletes it all on `stop`.
#
#   eval "$(tests/postgres.sh start)"   # prints GIPF_POSTGRES_URL, the tests' admin URL
#   tests/postgres.sh stop
#   tests/postgres.sh pause / resume   # the server goes away and comes back (same data, port)
#
# GIPF_POSTGRES_DIR overrides the cluster's folder.
set -euo pipefail

DIR="${GIPF_POSTGRES_DIR:-${TMPDIR:-/tmp}/gipfbot-postgres}"
USER_NAME=gipf
PASSWORD=gipf-test-password

bin_dir() {
    local d
    d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    if [ -n "$d" ] && [ -x "$d/initdb" ] && [ -x "$d/postgres" ]; then
        echo "$d"
    fi
}

install() {
    if [ -n "$(bin_dir)" ]; then
        return
    fi
    echo "installing PostgreSQL (Debian's package)" >&2
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo=sudo
    $sudo apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends postgresql >&2
    # The package's own cluster is not ours: only the programs are used.
    $sudo pg_ctlcluster --force "$(ls /usr/lib/postgresql | sort -V | tail -n 1)" main stop >/dev/null 2>&1 || true
}

# Runs a command as the server's user: PostgreSQL refuses to run as root.
as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u "$OWNER" -- "$@"
    else
        "$@"
    fi
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

start() {
    install
    local bin port
    bin=$(bin_dir)
    if [ "$(id -u)" -eq 0 ]; then
        OWNER=postgres
        id -u "$OWNER" >/dev/null 2>&1 || useradd --system --no-create-home "$OWNER"
    else
        OWNER=$(id -un)
    fi
    stop_quietly
    mkdir -p "$DIR"
    chown "$OWNER" "$DIR" 2>/dev/null || true
    printf '%s\n' "$PASSWORD" > "$DIR/pwfile"
    chown "$OWNER" "$DIR/pwfile" 2>/dev/null || true
    as_owner "$bin/initdb" -D "$DIR/data" -U "$USER_NAME" --pwfile="$DIR/pwfile" \
        --auth=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 \
        || { cat "$DIR/initdb.log" >&2; exit 1; }
    port=$(free_port)
    echo "$port" > "$DIR/port"
    # Tests make a database each, and two managers each keep a pool: room for many.
    as_owner "$bin/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 start \
        -o "-p $port -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=400 -c fsync=off" >&2 \
        || { cat "$DIR/server.log" >&2; exit 1; }
    echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') is up on 127.0.0.1:$port ($DIR)" >&2
    echo "export GIPF_POSTGRES_URL=postgres://$USER_NAME:$PASSWORD@127.0.0.1:$port/postgres"
    echo "export GIPF_POSTGRES_DIR=$DIR"
}

stop_quietly() {
    local bin
    bin=$(bin_dir)
    if [ -n "$bin" ] && [ -f "$DIR/data/postmaster.pid" ]; then
        as_owner "$bin/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
    fi
    rm -rf "$DIR"
}

owner() {
    if [ "$(id -u)" -eq 0 ]; then OWNER=postgres; else OWNER=$(id -un); fi
}

stop() {
    owner
    stop_quietly
}

pause() {
    owner
    as_owner "$(bin_dir)/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null
}

resume() {
    owner
    local port
    port=$(cat "$DIR/port")
    as_owner "$(bin_dir)/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 start \
        -o "-p $port -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=400 -c fsync=off" >/dev/null
}

case "${1:-}" in
    install) install ;;
    start) start ;;
    stop) stop ;;
    pause) pause ;;
    resume) resume ;;
    *) echo "usage: $0 install|start|stop|pause|resume" >&2; exit 2 ;;
esac
