#!/usr/bin/env bash
# Runs a command with a real, unlocked Secret Service that exists only for that command:
#   bash scripts/with-keyring.sh npx vitest run test/integration/keychain
# A private D-Bus session (dbus-run-session) with gnome-keyring-daemon on it, keeping its keyring in a fresh
# temporary folder, so the user's own keyring is never read or written. The folder is removed afterwards.
set -euo pipefail

if [[ "${1:-}" == "--inside-session" ]]; then
  # Second stage, inside the private bus: start the keyring, then become the command.
  shift
  keyring_dir="$1"
  shift
  export XDG_DATA_HOME="$keyring_dir/data"
  export XDG_CONFIG_HOME="$keyring_dir/config"
  export XDG_CACHE_HOME="$keyring_dir/cache"
  export XDG_RUNTIME_DIR="$keyring_dir/runtime"
  mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR"
  chmod 700 "$XDG_RUNTIME_DIR"
  # --unlock reads the new keyring's password from stdin. It must not be empty: an empty one leaves the login
  # collection uncreated and the daemon then asks a graphical prompter, which fails without a display.
  if ! daemon_env="$(printf '%s' 'folio-desk-test' | gnome-keyring-daemon --unlock --components=secrets)"; then
    echo "with-keyring: gnome-keyring-daemon failed to start." >&2
    exit 1
  fi
  # It prints NAME=value lines (e.g. GNOME_KEYRING_CONTROL) for the clients; export them without eval.
  while IFS='=' read -r name value; do
    if [[ "$name" =~ ^[A-Z_][A-Z0-9_]*$ ]]; then export "$name=$value"; fi
  done <<<"$daemon_env"
  # The daemon claims the Secret Service name a moment after it returns: wait for it, so the command never races
  # it. Its pid is noted because it does not always leave when the private bus closes; the first stage stops it.
  for _ in $(seq 100); do
    if owner="$(dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
      org.freedesktop.DBus.GetConnectionUnixProcessID string:org.freedesktop.secrets 2>/dev/null)"; then
      awk '{ print $NF }' <<<"$owner" >"$keyring_dir/daemon.pid"
      exec "$@"
    fi
    sleep 0.1
  done
  echo "with-keyring: gnome-keyring-daemon did not offer the Secret Service (org.freedesktop.secrets) within 10 s." >&2
  exit 1
fi

if [[ $# -eq 0 ]]; then
  echo "usage: bash scripts/with-keyring.sh <command> [args...]" >&2
  exit 2
fi
for tool in dbus-run-session dbus-send gnome-keyring-daemon; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "with-keyring: '$tool' is not installed. On Debian/Ubuntu: apt-get install dbus gnome-keyring" >&2
    exit 127
  fi
done

keyring_dir="$(mktemp -d "${TMPDIR:-/tmp}/folio-keyring.XXXXXX")"
cleanup() {
  if [[ -s "$keyring_dir/daemon.pid" ]]; then kill "$(cat "$keyring_dir/daemon.pid")" 2>/dev/null || true; fi
  rm -rf "$keyring_dir"
}
trap cleanup EXIT
# Not exec: the trap must run after the session ends. The exit status is the command's.
status=0
dbus-run-session -- bash "${BASH_SOURCE[0]}" --inside-session "$keyring_dir" "$@" || status=$?
exit "$status"
