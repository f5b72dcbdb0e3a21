"""Each table's hand-over level: the bot that plays a seat its player leaves.

Revision ID: 0006
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # none (tables made before): "normal", the default level
    op.add_column("game_tables", sa.Column("hand_over", sa.String(16), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("game_tables") as batch:  # SQLite drops columns by a copy
        batch.drop_column("hand_over")
