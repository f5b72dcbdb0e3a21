"""A move's note: who stood in for the seat (a bot whose player's time ran out, or a random
move for a bot that failed), so the log says it again after a restart and in the replay.

Revision ID: 0007
Revises: 0006
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # none (moves made before, and every move the seat's own player or bot made)
    op.add_column("moves", sa.Column("note", sa.String(16), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("moves") as batch:  # SQLite drops columns by a copy
        batch.drop_column("note")
