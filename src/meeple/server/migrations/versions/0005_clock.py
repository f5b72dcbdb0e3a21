"""Each table's clock (off, per move or turn-based: clock.py), as JSON; none: off.

Revision ID: 0005
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("game_tables", sa.Column("clock", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("game_tables") as batch:  # SQLite drops columns by a copy
        batch.drop_column("clock")
